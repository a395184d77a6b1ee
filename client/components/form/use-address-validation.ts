import { useRef, useState } from 'react';
import type { AddressCheckAnswer, AddressServiceVerdict } from '../../../shared/contracts/address-validation';
import { ADDRESS_SERVICE_FIELDS, type AddressServiceField } from '../../../shared/validation/address-validation';
import { sendJson } from '../../api/fetch-json';

/** One group of fields the service judges together: the contact and delivery address, or the billing address. */
export interface AddressCheck {
  /** The form's field name for each service field asked (`street` → `billingStreet` for billing). */
  names: Partial<Record<AddressServiceField, string>>;
  values: Partial<Record<AddressServiceField, string>>;
  /** The store's country code (CZE, SVK, ...). */
  country: string;
}

/** A verdict kept with the value it judged: once the shopper edits the field it no longer applies. */
export interface KeptVerdict extends AddressServiceVerdict {
  judged: string;
}

export interface AddressValidation {
  /** The service answered the last question: its verdicts replace the own rules of the listed fields. */
  active: boolean;
  /** The verdict for a form field, if it is about the value the field holds now. */
  verdictFor: (field: string, current: string) => KeptVerdict | undefined;
  /**
   * Asks the service about a group (on change and blur, and before submit). Resolves to whether the
   * service answered and the verdicts by form field; an error or `active: false` means own rules.
   */
  check: (group: AddressCheck) => Promise<{ active: boolean; verdicts: Record<string, KeptVerdict> }>;
}

/**
 * The address-validation hook (SPEC 5) for a form whose site has the service on (`enabled`, from
 * the page data). Off, it never calls anything and `active` stays false: the shop's own rules.
 */
export function useAddressValidation(enabled: boolean): AddressValidation {
  const [active, setActive] = useState(false);
  const [verdicts, setVerdicts] = useState<Record<string, KeptVerdict>>({});
  const asked = useRef(new Map<string, number>());

  const check: AddressValidation['check'] = async (group) => {
    if (!enabled) return { active: false, verdicts: {} };
    const fields: Partial<Record<AddressServiceField, string>> = {};
    for (const f of ADDRESS_SERVICE_FIELDS) {
      const v = group.values[f];
      if (group.names[f] && v !== undefined && v.trim() !== '') fields[f] = v;
    }
    // The latest question per group wins: an older answer arriving late is dropped.
    const key = Object.values(group.names).join(',');
    const ticket = (asked.current.get(key) ?? 0) + 1;
    asked.current.set(key, ticket);
    let answer: AddressCheckAnswer;
    try {
      answer = (
        await sendJson<{ data: AddressCheckAnswer }>('/api/address-validation', 'POST', {
          country: group.country,
          fields,
        })
      ).data;
    } catch {
      answer = { active: false }; // never block a shopper on the service
    }
    const byField: Record<string, KeptVerdict> = {};
    if (answer.active) {
      for (const [f, verdict] of Object.entries(answer.results)) {
        const name = group.names[f as AddressServiceField];
        const judged = fields[f as AddressServiceField];
        if (name && verdict && judged !== undefined) byField[name] = { ...verdict, judged };
      }
    }
    if (asked.current.get(key) === ticket) {
      setActive(answer.active);
      setVerdicts((old) => {
        const next = { ...old };
        for (const name of Object.values(group.names)) delete next[name];
        return { ...next, ...byField };
      });
    }
    return { active: answer.active, verdicts: byField };
  };

  const verdictFor = (field: string, current: string) => {
    const v = verdicts[field];
    return v && v.judged === current ? v : undefined;
  };

  return { active: enabled && active, verdictFor, check };
}
