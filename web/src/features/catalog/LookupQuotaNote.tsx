/** @jsxImportSource @emotion/react */
import { formatNumber } from '../../components/ui/format';
import { token } from '../../components/ui/tokens';

export interface LookupQuota {
  limit: number;
  remaining: number;
}

/** 'Pozostało 29 z 30 wyszukiwań', 'Pozostały 3 z 30 wyszukiwań': the verb agrees with the number, as Polish has it. */
export function lookupsLeftText({ limit, remaining }: LookupQuota): string {
  const mod10 = remaining % 10;
  const mod100 = remaining % 100;
  const verb = mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'Pozostały' : 'Pozostało';
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
