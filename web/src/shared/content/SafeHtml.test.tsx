import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize';

describe('saved page content', () => {
  it('keeps the editors’ formatting: headings, bold and italic, lists, links and images', () => {
    const html =
      '<h2>Nagłówek</h2><p><strong>gruby</strong> <em>kursywa</em></p><ul><li>jeden</li></ul><ol><li>dwa</li></ol>' +
      '<p><a href="https://gs1pl.org/">GS1</a> <a href="/pricing">Cennik</a></p><img src="/files/cms-images/3" alt="Logo">';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>Nagłówek</h2>');
    expect(clean).toContain('<strong>gruby</strong> <em>kursywa</em>');
    expect(clean).toContain('<ul><li>jeden</li></ul><ol><li>dwa</li></ol>');
    expect(clean).toContain('<a href="https://gs1pl.org/" target="_blank" rel="noopener noreferrer">GS1</a>');
    expect(clean).toContain('<a href="/pricing">Cennik</a>');
    expect(clean).toContain('<img src="/files/cms-images/3" alt="Logo">');
    expect(sanitizeHtml('<a href="/pricing" target="_blank">x</a>')).toBe('<a href="/pricing">x</a>');
  });

  it('shows a picture not yet saved (the editor’s preview of a blob: address), and links to none', () => {
    expect(sanitizeHtml('<img src="blob:http://localhost/1" alt="Nowy">')).toBe('<img src="blob:http://localhost/1" alt="Nowy">');
    expect(sanitizeHtml('<a href="blob:http://localhost/1">x</a>')).toBe('<a>x</a>');
  });

  it.each([
    ['a script element', '<p>a</p><script>window.hacked()</script>', /script|hacked/],
    ['an event-handler attribute', '<img src="/x.png" onerror="window.hacked()"><p onclick="window.hacked()">a</p>', /onerror|onclick|hacked/],
    ['a javascript: link', '<a href="javascript:window.hacked()">klik</a><a href=" JaVaScRiPt:alert(1)">b</a>', /javascript/i],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', /data:/],
    ['a protocol-relative address', '<a href="//evil.example/">x</a>', /evil/],
    ['styles, frames, forms and svg', '<style>*{}</style><iframe src="https://x.example"></iframe><form action="/x"><input></form><svg onload="x()"></svg>', /style|iframe|form|input|svg/],
  ])('drops %s', (_name, html, forbidden) => {
    expect(sanitizeHtml(html)).not.toMatch(forbidden);
  });

  it('never runs a handler of saved content in the page', async () => {
    const hacked = vi.fn();
    Object.assign(window, { hacked });
    const { container } = render(<SafeHtml html={'<img src="x" onerror="window.hacked()"><script>window.hacked()</script><a href="javascript:window.hacked()">x</a>'} />);
    // The sanitiser loads with the first content, so the content shows a moment later.
    (await screen.findByText('x')).click();
    container.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(hacked).not.toHaveBeenCalled();
    expect(container.innerHTML).not.toMatch(/onerror|script|javascript/);
  });
});
