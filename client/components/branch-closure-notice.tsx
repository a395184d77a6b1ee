import { shortDate } from '../date-format';
import { useShell, useT } from '../shell-context';

/** A branch's closure (now or coming), as its card and its page show it. */
export function ClosureNotice({ closure }: { closure: { from: string; to: string | null } | null }) {
  const t = useT();
  const { locale } = useShell();
  if (!closure) return null;
  const from = shortDate(locale, closure.from);
  return (
    <p className="branch-closure" role="note">
      {closure.to
        ? t('content.branches.closedBetween', { from, to: shortDate(locale, closure.to) })
        : t('content.branches.closedFrom', { from })}
    </p>
  );
}
