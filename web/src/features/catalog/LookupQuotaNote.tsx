/** @jsxImportSource @emotion/react */
import { plural } from 'schema/validation';
import { formatNumber } from '../../components/ui/format';
import { token } from '../../components/ui/tokens';

export interface LookupQuota {
  limit: number;
  remaining: number;
}

/** 'Pozostało 29 z 30 wyszukiwań', 'Pozostały 3 z 30 wyszukiwań': the verb agrees with the number, as Polish has it. */
export function lookupsLeftText({ limit, remaining }: LookupQuota): string {
  const verb = plural(remaining, { one: 'Pozostało', few: 'Pozostały', many: 'Pozostało' });
  return `${verb} ${formatNumber(remaining)} z ${formatNumber(limit)} ${limit === 1 ? 'wyszukiwania' : 'wyszukiwań'} w ciągu 24 godzin.`;
}

/** After a lookup: what is left of the day's lookups, as the catalogue counted them (also a lookup that found nothing). */
export function LookupQuotaNote({ quota }: { quota: LookupQuota }) {
  return (
    <p role="status" css={{ fontSize: token('fontSizes.sm'), color: token('colors.fg.muted') }}>
      {lookupsLeftText(quota)}
      {quota.remaining === 0 && ' Kolejne wyszukiwania będą możliwe po upływie doby od pierwszego albo bez limitu po rejestracji firmy.'}
    </p>
  );
}
