/** A four-level GPC tree (segment → family → class → brick) with real-looking 8-digit codes. */
export interface GpcNode {
  code: string;
  text: string;
  children?: GpcNode[];
}

const n = (code: number, text: string, children?: GpcNode[]): GpcNode => ({ code: String(code), text, ...(children ? { children } : {}) });

export const GPC_TREE: GpcNode[] = [
  n(50000000, 'Żywność/Napoje/Tytoń', [
    n(50100000, 'Owoce/Warzywa/Orzechy/Nasiona', [
      n(50101600, 'Warzywa – nieprzetworzone', [n(10005845, 'Ziemniaki'), n(10005846, 'Marchew'), n(10005847, 'Pomidory')]),
      n(50102000, 'Owoce – nieprzetworzone', [n(10005848, 'Jabłka'), n(10005849, 'Truskawki')]),
      n(50102400, 'Orzechy/Nasiona – przetworzone', [n(10005850, 'Orzechy'), n(10005851, 'Pestki i nasiona')]),
    ]),
    n(50200000, 'Napoje', [
      n(50202200, 'Napoje alkoholowe', [n(10000142, 'Piwo'), n(10000143, 'Wino'), n(10000144, 'Wódka')]),
      n(50202300, 'Napoje bezalkoholowe', [n(10000210, 'Woda butelkowana'), n(10000211, 'Soki owocowe'), n(10000212, 'Napoje gazowane')]),
      n(50201700, 'Kawa/Herbata/Napary', [n(10000115, 'Kawa'), n(10000116, 'Herbata')]),
    ]),
    n(50270000, 'Mleko/Masło/Śmietana/Jogurty/Sery/Jaja', [
      n(50271500, 'Mleko i napoje mleczne', [n(10000025, 'Mleko'), n(10000026, 'Kefir/Maślanka')]),
      n(50271700, 'Sery', [n(10000027, 'Ser żółty'), n(10000028, 'Twaróg')]),
      n(50271900, 'Jogurty', [n(10000029, 'Jogurt naturalny'), n(10000030, 'Jogurt owocowy')]),
      n(50272100, 'Masło/Śmietana', [n(10000031, 'Masło'), n(10000032, 'Śmietana')]),
    ]),
    n(50180000, 'Pieczywo/Wyroby piekarnicze', [
      n(50181700, 'Pieczywo', [n(10000304, 'Chleb'), n(10000305, 'Bułki')]),
      n(50181900, 'Ciasta/Ciastka', [n(10000306, 'Ciastka'), n(10000307, 'Pierniki')]),
    ]),
    n(50160000, 'Słodycze', [
      n(50161800, 'Wyroby czekoladowe', [n(10000045, 'Czekolada'), n(10000046, 'Bombonierki')]),
      n(50161900, 'Cukierki/Żelki', [n(10000047, 'Cukierki'), n(10000048, 'Żelki')]),
    ]),
    n(50240000, 'Mięso/Drób', [
      n(50240100, 'Wędliny', [n(10000160, 'Kiełbasa'), n(10000161, 'Szynka'), n(10000162, 'Parówki')]),
    ]),
    n(50190000, 'Żywność przygotowana/przetworzona', [
      n(50192300, 'Dania gotowe', [n(10000177, 'Pierogi'), n(10000178, 'Dania gotowe w słoiku'), n(10000179, 'Zupy')]),
      n(50193800, 'Produkty zbożowe', [n(10000180, 'Makaron'), n(10000181, 'Kasza'), n(10000182, 'Ryż'), n(10000183, 'Mąka')]),
    ]),
    n(50170000, 'Przyprawy/Sosy/Konserwanty', [
      n(50171500, 'Przyprawy i sosy', [n(10000184, 'Sól'), n(10000185, 'Przyprawy suszone'), n(10000186, 'Ketchup'), n(10000187, 'Majonez'), n(10000188, 'Musztarda')]),
    ]),
  ]),
  n(53000000, 'Uroda/Higiena osobista', [
    n(53130000, 'Higiena osobista', [
      n(53131600, 'Higiena jamy ustnej', [n(10000356, 'Pasta do zębów'), n(10000357, 'Szczoteczki do zębów')]),
      n(53131500, 'Pielęgnacja włosów', [n(10000358, 'Szampon'), n(10000359, 'Odżywka do włosów')]),
      n(53131700, 'Higiena ciała', [n(10000360, 'Mydło'), n(10000361, 'Żel pod prysznic'), n(10000362, 'Dezodorant')]),
    ]),
  ]),
  n(47000000, 'Środki czystości/Artykuły higieniczne', [
    n(47100000, 'Środki czystości', [
      n(47101600, 'Środki do prania', [n(10000474, 'Proszek do prania'), n(10000475, 'Płyn do płukania')]),
      n(47101700, 'Środki do mycia naczyń', [n(10000476, 'Płyn do mycia naczyń'), n(10000477, 'Tabletki do zmywarki')]),
    ]),
    n(47190000, 'Papierowe artykuły higieniczne', [
      n(47191500, 'Papier/Ręczniki', [n(10000478, 'Papier toaletowy'), n(10000479, 'Ręczniki papierowe')]),
    ]),
  ]),
  n(10000000, 'Artykuły dla zwierząt', [
    n(10100000, 'Karma dla zwierząt', [
      n(10101500, 'Karma dla psów', [n(10000500, 'Karma sucha dla psów'), n(10000501, 'Karma mokra dla psów')]),
      n(10101600, 'Karma dla kotów', [n(10000502, 'Karma sucha dla kotów'), n(10000503, 'Karma mokra dla kotów')]),
    ]),
  ]),
  n(60000000, 'Artykuły papiernicze/biurowe', [
    n(60100000, 'Artykuły piśmiennicze', [
      n(60101800, 'Przybory do pisania', [n(10001430, 'Cienkopisy'), n(10001431, 'Długopisy'), n(10001432, 'Ołówki')]),
      n(60101900, 'Papier/Zeszyty', [n(10001433, 'Zeszyty'), n(10001434, 'Papier do drukarki')]),
    ]),
  ]),
  n(77000000, 'Motoryzacja', [
    n(77100000, 'Chemia samochodowa', [
      n(77101500, 'Płyny eksploatacyjne', [n(10001601, 'Płyn do spryskiwaczy'), n(10001602, 'Płyn do chłodnic')]),
    ]),
  ]),
];

export interface FlatGpcNode {
  code: string;
  text: string;
  level: number;
  parentCode: string | null;
}

export function flattenGpc(nodes: GpcNode[] = GPC_TREE, level = 1, parentCode: string | null = null): FlatGpcNode[] {
  return nodes.flatMap((node) => [
    { code: node.code, text: node.text, level, parentCode },
    ...flattenGpc(node.children ?? [], level + 1, node.code),
  ]);
}
