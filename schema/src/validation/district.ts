import * as z from 'zod/mini';
import { messages } from './messages';

/**
 * The 16 voivodeships (spec §3 `district`): the contract's enum values and the provider's lower-case names, in the
 * order a person expects them (alphabetical in Polish).
 */
export const VOIVODESHIPS = {
  DOLNOSLASKIE: 'dolnośląskie',
  KUJAWSKO_POMORSKIE: 'kujawsko-pomorskie',
  LUBELSKIE: 'lubelskie',
  LUBUSKIE: 'lubuskie',
  LODZKIE: 'łódzkie',
  MALOPOLSKIE: 'małopolskie',
  MAZOWIECKIE: 'mazowieckie',
  OPOLSKIE: 'opolskie',
  PODKARPACKIE: 'podkarpackie',
  PODLASKIE: 'podlaskie',
  POMORSKIE: 'pomorskie',
  SLASKIE: 'śląskie',
  SWIETOKRZYSKIE: 'świętokrzyskie',
  WARMINSKO_MAZURSKIE: 'warmińsko-mazurskie',
  WIELKOPOLSKIE: 'wielkopolskie',
  ZACHODNIOPOMORSKIE: 'zachodniopomorskie',
} as const;

export type Voivodeship = keyof typeof VOIVODESHIPS;

const VOIVODESHIP_VALUES = Object.keys(VOIVODESHIPS) as [Voivodeship, ...Voivodeship[]];

/** The district field: required, one of the 16 (an empty select is ''). */
export const districtSchema = z.enum(VOIVODESHIP_VALUES, { error: messages.required });

/** The enum value of a provider's district name (any case), or null for one that is not a voivodeship. */
export function voivodeshipOf(name: string | null | undefined): Voivodeship | null {
  const folded = name?.trim().toLocaleLowerCase('pl');
  return VOIVODESHIP_VALUES.find((key) => VOIVODESHIPS[key] === folded) ?? null;
}
