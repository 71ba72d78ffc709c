/** @jsxImportSource @emotion/react */
import { Link as RouterLink } from 'react-router-dom';
import { container, link, token } from '../../components/ui/tokens';

const pages = [
  { label: 'Regulamin', to: '/terms' },
  { label: 'Polityka prywatności', to: '/privacy' },
  { label: 'Polityka cookies', to: '/cookies' },
  { label: 'Kontakt', to: '/contact' },
  { label: 'O nas', to: '/about_us' },
];

const social = [
  { label: 'Facebook', href: 'https://www.facebook.com/GS1Polska' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/gs1-polska' },
  { label: 'YouTube', href: 'https://www.youtube.com/@GS1Polska' },
];

const links = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token('spacing.4') } as const;

export function Footer() {
  return (
    <footer
      css={{
        borderTopWidth: '1px',
        marginTop: token('spacing.12'),
        paddingBlock: token('spacing.6'),
        background: token('colors.gray.50'),
      }}
    >
      <div css={{ ...container, display: 'flex', flexDirection: 'column', gap: token('spacing.3') }}>
        <nav aria-label="Stopka" css={links}>
          {pages.map((p) => (
            <RouterLink key={p.to} to={p.to} css={link}>
              {p.label}
            </RouterLink>
          ))}
        </nav>
        <div css={links} aria-label="Media społecznościowe" role="group">
          {social.map((s) => (
            <a key={s.href} href={s.href} target="_blank" rel="noopener noreferrer" css={link}>
              {s.label}
            </a>
          ))}
        </div>
        <p css={{ fontSize: token('fontSizes.sm'), color: token('colors.fg.muted') }}>
          © GS1 Polska. Obsługiwane przeglądarki: Chrome 80+, Firefox 68+, Edge, Safari 13+.
        </p>
      </div>
    </footer>
  );
}
