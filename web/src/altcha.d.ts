// JSX type of the ALTCHA web component (<altcha-widget>); the package's React typings are not exported.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

interface AltchaWidgetAttributes extends HTMLAttributes<HTMLElement> {
  challenge?: string;
  language?: string;
  name?: string;
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  type?: 'native' | 'checkbox' | 'switch';
  display?: string;
  configuration?: string;
  workers?: number;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<AltchaWidgetAttributes, HTMLElement>;
    }
  }
}
