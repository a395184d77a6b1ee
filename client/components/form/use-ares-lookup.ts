import { useState } from 'react';
import type { Company } from '../../../shared/contracts/store';
import { normalizeTin } from '../../../shared/validation/field-rules';
import { ApiError, fetchJson } from '../../api/fetch-json';
import { useNotify } from '../../shell/notifications';
import { useT } from '../../shell-context';

/**
 * The ARES company look-up (SPEC 7 `GET ares/ico`) behind the IČO field's button: registration and
 * checkout fill the company from it. Only an 8-digit IČO is sent (the store checks the checksum
 * and refuses a bad one; its refusal is shown localised); not found is a warning, not an error.
 */
export function useAresLookup(options: { onFound: (company: Company) => void; onMalformed: () => void }) {
  const t = useT();
  const { notify, notifyError } = useNotify();
  const [busy, setBusy] = useState(false);
  const lookup = async (tin: string) => {
    const ico = normalizeTin(tin);
    if (!/^\d{8}$/.test(ico)) {
      options.onMalformed();
      return;
    }
    setBusy(true);
    try {
      const { data: company } = await fetchJson<{ data: Company }>(`/api/v1/ares/ico?ico=${encodeURIComponent(ico)}`);
      options.onFound(company);
      notify('success', t('checkout.ares.found'));
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) notify('warning', t('checkout.ares.notFound'));
      else notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, lookup };
}
