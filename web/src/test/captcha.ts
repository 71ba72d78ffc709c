import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Ticks the captcha's box as a person does (CaptchaWidget: ALTCHA's code waits for it) and answers the ALTCHA widget
 * it brings, whose `verified` event the tests then fire by hand.
 */
export async function startCaptcha(scope: HTMLElement = document.body): Promise<HTMLElement> {
  const box = await within(scope).findByRole('checkbox', { name: 'Nie jestem robotem' });
  fireEvent.click(box);
  return within(scope).findByTestId('altcha-widget');
}

/** The captcha's box is offered (the widget not started). */
export const captchaBox = () => screen.getByRole('checkbox', { name: 'Nie jestem robotem' });
