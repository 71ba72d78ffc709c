/** Word lists the seed combines into Polish products, brands and companies. */

export type Size = readonly [value: string, unit: string];

export interface BrickTemplate {
  brick: string;
  names: readonly string[];
  variants?: readonly string[];
  sizes: readonly Size[];
  description: string;
}

export interface Sector {
  key: string;
  companyNames: readonly string[];
  brands: readonly string[];
  bricks: readonly BrickTemplate[];
}

const L = (v: string): Size => [v, 'l'];
const ML = (v: string): Size => [v, 'ml'];
const G = (v: string): Size => [v, 'g'];
const KG = (v: string): Size => [v, 'kg'];
const SZT = (v: string): Size => [v, 'szt'];

export const SECTORS: readonly Sector[] = [
  {
    key: 'dairy',
    companyNames: ['Spółdzielnia Mleczarska Mleczna Dolina', 'Okręgowa Spółdzielnia Mleczarska w Zielonym Borze', 'Mleczarnia Podlaska Sp. z o.o.', 'Zakłady Mleczarskie Mazowsze S.A.'],
    brands: ['Mlekovita', 'Łaciate', 'Piątnica', 'Mleczna Dolina', 'Zagroda Mazurska', 'Krasna Łąka'],
    bricks: [
      { brick: '10000025', names: ['Mleko UHT 3,2%', 'Mleko UHT 2%', 'Mleko świeże 3,2%', 'Mleko bez laktozy 1,5%', 'Mleko spożywcze 0,5%'], sizes: [L('1'), L('0,5'), L('1,5')], description: 'Mleko krowie, pasteryzowane, z polskich gospodarstw.' },
      { brick: '10000026', names: ['Kefir naturalny', 'Maślanka naturalna', 'Maślanka truskawkowa', 'Zsiadłe mleko'], sizes: [G('400'), ML('500'), L('1')], description: 'Napój mleczny fermentowany z żywymi kulturami bakterii.' },
      { brick: '10000027', names: ['Ser Gouda plastry', 'Ser Edamski', 'Ser Podlaski', 'Ser Królewski', 'Ser Salami plastry'], sizes: [G('150'), G('250'), G('500'), KG('1')], description: 'Ser podpuszczkowy dojrzewający, pełnotłusty.' },
      { brick: '10000028', names: ['Twaróg półtłusty', 'Twaróg chudy', 'Serek wiejski', 'Twaróg sernikowy'], sizes: [G('200'), G('250'), KG('1')], description: 'Twaróg klinek z mleka pasteryzowanego.' },
      { brick: '10000029', names: ['Jogurt naturalny', 'Jogurt grecki', 'Jogurt naturalny bez laktozy'], sizes: [G('150'), G('370'), G('400')], description: 'Jogurt z żywymi kulturami bakterii jogurtowych.' },
      { brick: '10000030', names: ['Jogurt truskawkowy', 'Jogurt brzoskwiniowy', 'Jogurt jagodowy', 'Jogurt pitny wiśniowy'], sizes: [G('150'), G('250'), G('400')], description: 'Jogurt owocowy z kawałkami owoców.' },
      { brick: '10000031', names: ['Masło ekstra 82%', 'Masło osełkowe', 'Masło klarowane', 'Masło z solą'], sizes: [G('200'), G('250'), G('300')], description: 'Masło z pasteryzowanej śmietanki.' },
      { brick: '10000032', names: ['Śmietana 18%', 'Śmietana 12%', 'Śmietanka 30%', 'Śmietana kwaśna 22%'], sizes: [G('200'), G('400'), ML('330')], description: 'Śmietana z mleka krowiego.' },
    ],
  },
  {
    key: 'beverages',
    companyNames: ['Browar Kujawski Sp. z o.o.', 'Rozlewnia Wód Mineralnych Zdrojowa', 'Tłocznia Soków Sadownik Sp. z o.o.', 'Palarnia Kawy Aromat Sp. j.'],
    brands: ['Kujawiak Jasny', 'Zdrojowa', 'Sadownik', 'Aromat', 'Herbaciarnia Polska', 'Nałęczowianka', 'Tymbark'],
    bricks: [
      { brick: '10000142', names: ['Piwo jasne pełne', 'Piwo pszeniczne', 'Piwo ciemne porter', 'Piwo bezalkoholowe', 'Piwo IPA'], sizes: [ML('500'), ML('330'), ML('640')], description: 'Piwo warzone tradycyjną metodą.' },
      { brick: '10000143', names: ['Wino czerwone półwytrawne', 'Wino białe wytrawne', 'Wino musujące', 'Wino owocowe'], sizes: [ML('750'), L('1')], description: 'Wino gronowe.' },
      { brick: '10000144', names: ['Wódka czysta', 'Wódka żytnia', 'Nalewka wiśniowa'], sizes: [ML('500'), ML('700'), ML('200')], description: 'Napój spirytusowy.' },
      { brick: '10000210', names: ['Woda mineralna niegazowana', 'Woda mineralna gazowana', 'Woda źródlana lekko gazowana'], sizes: [L('1,5'), ML('500'), L('5')], description: 'Naturalna woda mineralna ze źródeł podgórskich.' },
      { brick: '10000211', names: ['Sok jabłkowy 100%', 'Sok pomarańczowy 100%', 'Nektar wiśniowy', 'Sok multiwitamina', 'Sok marchwiowy'], sizes: [L('1'), ML('300'), L('2')], description: 'Sok tłoczony, bez dodatku cukru.' },
      { brick: '10000212', names: ['Napój gazowany cola', 'Oranżada czerwona', 'Napój gazowany cytrynowy', 'Lemoniada miętowa'], sizes: [L('0,5'), L('1,5'), ML('330')], description: 'Napój gazowany.' },
      { brick: '10000115', names: ['Kawa mielona', 'Kawa ziarnista', 'Kawa rozpuszczalna', 'Kawa mielona bezkofeinowa'], sizes: [G('250'), G('500'), KG('1'), G('100')], description: 'Kawa palona, mieszanka arabiki i robusty.' },
      { brick: '10000116', names: ['Herbata czarna ekspresowa', 'Herbata zielona', 'Herbata owocowa malinowa', 'Herbata miętowa'], sizes: [G('40'), G('100'), SZT('20')], description: 'Herbata w torebkach.' },
    ],
  },
  {
    key: 'bakery',
    companyNames: ['Piekarnia Złoty Kłos Sp. z o.o.', 'Zakłady Piekarnicze Mazovia', 'Cukiernia Toruńska Sp. z o.o.'],
    brands: ['Złoty Kłos', 'Mazovia', 'Kopernik', 'Piekarnia Babuni', 'Delicje Domowe'],
    bricks: [
      { brick: '10000304', names: ['Chleb żytni na zakwasie', 'Chleb pszenno-żytni', 'Chleb razowy', 'Chleb tostowy', 'Chleb orkiszowy'], sizes: [G('500'), G('350'), G('800')], description: 'Chleb wypiekany na naturalnym zakwasie.' },
      { brick: '10000305', names: ['Bułki pszenne', 'Bułki grahamki', 'Bułki do hamburgerów', 'Rogale maślane'], sizes: [G('300'), G('400'), SZT('6')], description: 'Pieczywo pszenne.' },
      { brick: '10000306', names: ['Ciastka maślane', 'Herbatniki', 'Ciastka owsiane', 'Wafle kakaowe', 'Biszkopty'], sizes: [G('150'), G('200'), G('300')], description: 'Ciastka kruche.' },
      { brick: '10000307', names: ['Pierniki w czekoladzie', 'Katarzynki', 'Pierniczki nadziewane'], sizes: [G('150'), G('200')], description: 'Pierniki według tradycyjnej receptury toruńskiej.' },
    ],
  },
  {
    key: 'sweets',
    companyNames: ['Fabryka Cukiernicza Słodki Zakątek', 'Zakłady Cukiernicze Kraków Sp. z o.o.'],
    brands: ['Wawel', 'Słodki Zakątek', 'Goplana', 'Krakowianka'],
    bricks: [
      { brick: '10000045', names: ['Czekolada gorzka 70%', 'Czekolada mleczna', 'Czekolada z orzechami', 'Czekolada biała'], sizes: [G('90'), G('100'), G('250')], description: 'Czekolada z ziaren kakaowych.' },
      { brick: '10000046', names: ['Bombonierka pralinki', 'Kasztanki', 'Michałki'], sizes: [G('200'), G('300'), KG('1')], description: 'Praliny w czekoladzie.' },
      { brick: '10000047', names: ['Cukierki kukułki', 'Krówki mleczne', 'Cukierki miętowe', 'Landrynki'], sizes: [G('100'), G('250'), KG('1')], description: 'Cukierki według tradycyjnej receptury.' },
      { brick: '10000048', names: ['Żelki owocowe', 'Żelki kwaśne', 'Galaretki w czekoladzie'], sizes: [G('80'), G('200')], description: 'Żelki z sokiem owocowym.' },
    ],
  },
  {
    key: 'meat',
    companyNames: ['Zakłady Mięsne Sokołów Podlaski', 'Masarnia u Kowalczyka Sp. j.', 'Wędliniarnia Beskidzka Sp. z o.o.'],
    brands: ['Kowalczyk', 'Beskidzka', 'Tradycja Smaku', 'Morliny', 'Wiejskie Jadło'],
    bricks: [
      { brick: '10000160', names: ['Kiełbasa śląska', 'Kiełbasa podwawelska', 'Kiełbasa krakowska sucha', 'Kabanosy wieprzowe', 'Kiełbasa żywiecka'], sizes: [G('400'), G('250'), KG('1')], description: 'Kiełbasa wędzona z mięsa wieprzowego.' },
      { brick: '10000161', names: ['Szynka konserwowa', 'Szynka wędzona plastry', 'Polędwica sopocka', 'Schab pieczony'], sizes: [G('100'), G('150'), G('500')], description: 'Wędlina z szynki wieprzowej.' },
      { brick: '10000162', names: ['Parówki cielęce', 'Parówki z szynki', 'Parówki drobiowe'], sizes: [G('200'), G('400')], description: 'Parówki w osłonce.' },
    ],
  },
  {
    key: 'ready',
    companyNames: ['Przykładowa Firma Spożywcza Sp. z o.o.', 'Smaki Babci Sp. z o.o.', 'Garmażernia Pyszne Danie'],
    brands: ['Smaki Babci', 'Pyszne Danie', 'Obiad w 5 minut', 'Nasza Spiżarnia'],
    bricks: [
      { brick: '10000177', names: ['Pierogi ruskie', 'Pierogi z mięsem', 'Pierogi z kapustą i grzybami', 'Pierogi z jagodami', 'Uszka z grzybami'], sizes: [G('400'), G('450'), KG('1')], description: 'Pierogi lepione według domowej receptury.' },
      { brick: '10000178', names: ['Gołąbki w sosie pomidorowym', 'Bigos staropolski', 'Fasolka po bretońsku', 'Flaki wołowe'], sizes: [G('500'), G('800')], description: 'Danie gotowe do podgrzania.' },
      { brick: '10000179', names: ['Żurek śląski', 'Barszcz czerwony', 'Zupa ogórkowa', 'Rosół z makaronem', 'Krupnik'], sizes: [ML('450'), L('1'), G('500')], description: 'Zupa gotowa do spożycia po podgrzaniu.' },
    ],
  },
  {
    key: 'grains',
    companyNames: ['Młyn Zbożowy Wielkopolska', 'Zakłady Makaronowe Kujawy Sp. z o.o.'],
    brands: ['Lubella', 'Kujawy', 'Młyn Wielkopolski', 'Sante Natura', 'Kasza Polska'],
    bricks: [
      { brick: '10000180', names: ['Makaron świderki', 'Makaron spaghetti', 'Makaron nitki rosołowe', 'Makaron penne', 'Makaron jajeczny'], sizes: [G('400'), G('500'), G('250')], description: 'Makaron z mąki z pszenicy durum.' },
      { brick: '10000181', names: ['Kasza gryczana', 'Kasza jęczmienna pęczak', 'Kasza jaglana', 'Kasza manna'], sizes: [G('400'), G('500'), G('1000')], description: 'Kasza z polskich zbóż.' },
      { brick: '10000182', names: ['Ryż biały długoziarnisty', 'Ryż brązowy', 'Ryż jaśminowy'], sizes: [G('400'), KG('1')], description: 'Ryż w woreczkach do gotowania.' },
      { brick: '10000183', names: ['Mąka pszenna typ 450', 'Mąka żytnia typ 720', 'Mąka tortowa', 'Mąka orkiszowa'], sizes: [KG('1'), KG('2')], description: 'Mąka z polskiego zboża.' },
    ],
  },
  {
    key: 'spices',
    companyNames: ['Przyprawy Kamis-Przykład Sp. z o.o.', 'Wytwórnia Sosów Smakosz'],
    brands: ['Smakosz', 'Prymat', 'Kotlin', 'Roleski', 'Przyprawowo'],
    bricks: [
      { brick: '10000184', names: ['Sól kuchenna jodowana', 'Sól himalajska', 'Sól morska'], sizes: [KG('1'), G('500')], description: 'Sól spożywcza.' },
      { brick: '10000185', names: ['Pieprz czarny mielony', 'Papryka słodka', 'Majeranek', 'Przyprawa do kurczaka', 'Zioła prowansalskie'], sizes: [G('20'), G('50'), G('100')], description: 'Przyprawa suszona.' },
      { brick: '10000186', names: ['Ketchup łagodny', 'Ketchup pikantny', 'Koncentrat pomidorowy'], sizes: [G('480'), G('300'), G('950')], description: 'Ketchup z pomidorów.' },
      { brick: '10000187', names: ['Majonez stołowy', 'Majonez dekoracyjny', 'Sos czosnkowy'], sizes: [ML('400'), ML('700'), G('300')], description: 'Majonez z żółtek jaj.' },
      { brick: '10000188', names: ['Musztarda sarepska', 'Musztarda kremska', 'Musztarda dijon'], sizes: [G('180'), G('300')], description: 'Musztarda.' },
    ],
  },
  {
    key: 'produce',
    companyNames: ['Grupa Producentów Owoców Sad Grójecki', 'Gospodarstwo Ogrodnicze Zielona Dolina'],
    brands: ['Sad Grójecki', 'Zielona Dolina', 'Bakalland', 'Polskie Łąki'],
    bricks: [
      { brick: '10005845', names: ['Ziemniaki jadalne', 'Ziemniaki młode'], sizes: [KG('2'), KG('5')], description: 'Ziemniaki z polskich upraw.' },
      { brick: '10005846', names: ['Marchew myta', 'Marchew mini'], sizes: [KG('1'), G('500')], description: 'Marchew z polskich upraw.' },
      { brick: '10005847', names: ['Pomidory malinowe', 'Pomidory koktajlowe'], sizes: [G('250'), G('500')], description: 'Pomidory szklarniowe.' },
      { brick: '10005848', names: ['Jabłka Ligol', 'Jabłka Szampion', 'Jabłka Gala'], sizes: [KG('1'), KG('2')], description: 'Jabłka z sadów grójeckich.' },
      { brick: '10005849', names: ['Truskawki świeże'], sizes: [G('250'), G('500')], description: 'Truskawki deserowe.' },
      { brick: '10005850', names: ['Orzechy włoskie', 'Orzechy laskowe', 'Migdały'], sizes: [G('100'), G('200')], description: 'Orzechy łuskane.' },
      { brick: '10005851', names: ['Pestki dyni', 'Słonecznik łuskany', 'Siemię lniane'], sizes: [G('100'), G('250')], description: 'Nasiona łuskane.' },
    ],
  },
  {
    key: 'cosmetics',
    companyNames: ['Laboratorium Kosmetyczne Natura Sp. z o.o.', 'Fabryka Kosmetyków Pollena Przykład'],
    brands: ['Natura Polska', 'Ziaja', 'Pollena', 'Barwa', 'Kwiat Lipy'],
    bricks: [
      { brick: '10000356', names: ['Pasta do zębów wybielająca', 'Pasta do zębów z fluorem', 'Pasta do zębów ziołowa'], sizes: [ML('75'), ML('100')], description: 'Pasta do zębów z fluorem.' },
      { brick: '10000357', names: ['Szczoteczka do zębów miękka', 'Szczoteczka do zębów średnia'], sizes: [SZT('1'), SZT('2')], description: 'Szczoteczka do zębów.' },
      { brick: '10000358', names: ['Szampon pokrzywowy', 'Szampon rumiankowy', 'Szampon przeciwłupieżowy'], sizes: [ML('300'), ML('500')], description: 'Szampon do włosów.' },
      { brick: '10000359', names: ['Odżywka do włosów suchych', 'Odżywka regenerująca'], sizes: [ML('200'), ML('300')], description: 'Odżywka do włosów.' },
      { brick: '10000360', names: ['Mydło w kostce szare', 'Mydło glicerynowe', 'Mydło w płynie lawendowe'], sizes: [G('100'), ML('500')], description: 'Mydło do mycia rąk.' },
      { brick: '10000361', names: ['Żel pod prysznic oliwkowy', 'Żel pod prysznic kozie mleko'], sizes: [ML('400'), ML('500')], description: 'Żel pod prysznic.' },
      { brick: '10000362', names: ['Dezodorant w sprayu', 'Antyperspirant roll-on'], sizes: [ML('150'), ML('50')], description: 'Dezodorant.' },
    ],
  },
  {
    key: 'cleaning',
    companyNames: ['Zakłady Chemii Gospodarczej Czystość', 'Papiernia Mazurska Sp. z o.o.'],
    brands: ['Czystość', 'Ludwik', 'Pollena Dom', 'Mazurskie Runo', 'Velvet'],
    bricks: [
      { brick: '10000474', names: ['Proszek do prania kolorów', 'Proszek do prania białego', 'Żel do prania'], sizes: [KG('1,5'), KG('3'), L('1,5')], description: 'Środek do prania tkanin.' },
      { brick: '10000475', names: ['Płyn do płukania tkanin'], sizes: [L('1'), L('2')], description: 'Płyn zmiękczający do tkanin.' },
      { brick: '10000476', names: ['Płyn do mycia naczyń miętowy', 'Płyn do mycia naczyń cytrynowy'], sizes: [ML('500'), L('1')], description: 'Płyn do ręcznego mycia naczyń.' },
      { brick: '10000477', names: ['Tabletki do zmywarki all in one'], sizes: [SZT('30'), SZT('60')], description: 'Tabletki do zmywarek.' },
      { brick: '10000478', names: ['Papier toaletowy trzywarstwowy', 'Papier toaletowy rumiankowy'], sizes: [SZT('8'), SZT('16')], description: 'Papier toaletowy z celulozy.' },
      { brick: '10000479', names: ['Ręczniki papierowe'], sizes: [SZT('2'), SZT('4')], description: 'Ręczniki papierowe w rolce.' },
    ],
  },
  {
    key: 'pets',
    companyNames: ['Karmy dla Zwierząt Pupil Sp. z o.o.'],
    brands: ['Pupil', 'Burek', 'Mruczek'],
    bricks: [
      { brick: '10000500', names: ['Karma sucha dla psów z wołowiną', 'Karma sucha dla szczeniąt'], sizes: [KG('3'), KG('10')], description: 'Pełnoporcjowa karma dla psów.' },
      { brick: '10000501', names: ['Karma mokra dla psów z drobiem'], sizes: [G('400'), G('800')], description: 'Karma mokra w puszce.' },
      { brick: '10000502', names: ['Karma sucha dla kotów z łososiem'], sizes: [KG('1,5'), KG('4')], description: 'Pełnoporcjowa karma dla kotów.' },
      { brick: '10000503', names: ['Karma mokra dla kotów w sosie'], sizes: [G('85'), G('100')], description: 'Karma mokra w saszetkach.' },
    ],
  },
  {
    key: 'stationery',
    companyNames: ['Wytwórnia Artykułów Szkolnych Szkolniak'],
    brands: ['Szkolniak', 'Astra', 'Interdruk'],
    bricks: [
      { brick: '10001431', names: ['Długopis żelowy niebieski', 'Długopis automatyczny'], sizes: [SZT('1'), SZT('4')], description: 'Długopis.' },
      { brick: '10001432', names: ['Ołówek HB', 'Kredki ołówkowe 12 kolorów'], sizes: [SZT('1'), SZT('12')], description: 'Ołówek drewniany.' },
      { brick: '10001433', names: ['Zeszyt A5 w kratkę 60 kartek', 'Zeszyt A5 w linię 32 kartki', 'Brulion A4'], sizes: [SZT('1')], description: 'Zeszyt szkolny.' },
      { brick: '10001434', names: ['Papier ksero A4 80 g'], sizes: [SZT('500')], description: 'Papier do drukarek.' },
    ],
  },
  {
    key: 'automotive',
    companyNames: ['Chemia Samochodowa Motor-Przykład'],
    brands: ['Motorol', 'Kierowca'],
    bricks: [
      { brick: '10001601', names: ['Płyn do spryskiwaczy zimowy -22°C', 'Płyn do spryskiwaczy letni'], sizes: [L('5'), L('2')], description: 'Płyn do spryskiwaczy szyb.' },
      { brick: '10001602', names: ['Płyn do chłodnic G12'], sizes: [L('1'), L('5')], description: 'Płyn do układów chłodzenia.' },
    ],
  },
];

export const FIRST_NAMES_F = ['Anna', 'Maria', 'Katarzyna', 'Małgorzata', 'Agnieszka', 'Barbara', 'Ewa', 'Magdalena', 'Joanna', 'Zofia'];
export const FIRST_NAMES_M = ['Piotr', 'Krzysztof', 'Andrzej', 'Tomasz', 'Paweł', 'Michał', 'Marcin', 'Jakub', 'Grzegorz', 'Łukasz'];
export const LAST_NAMES_F = ['Nowak', 'Wiśniewska', 'Wójcik', 'Kowalczyk', 'Kamińska', 'Lewandowska', 'Zielińska', 'Szymańska', 'Woźniak', 'Dąbrowska'];
export const LAST_NAMES_M = ['Nowak', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski'];

export const CITIES: readonly (readonly [city: string, postalPrefix: string, district: string])[] = [
  ['Warszawa', '00', 'mazowieckie'],
  ['Kraków', '30', 'małopolskie'],
  ['Poznań', '60', 'wielkopolskie'],
  ['Gdańsk', '80', 'pomorskie'],
  ['Wrocław', '50', 'dolnośląskie'],
  ['Łódź', '90', 'łódzkie'],
  ['Lublin', '20', 'lubelskie'],
  ['Białystok', '15', 'podlaskie'],
  ['Toruń', '87', 'kujawsko-pomorskie'],
  ['Olsztyn', '10', 'warmińsko-mazurskie'],
  ['Katowice', '40', 'śląskie'],
  ['Rzeszów', '35', 'podkarpackie'],
  ['Kielce', '25', 'świętokrzyskie'],
  ['Opole', '45', 'opolskie'],
  ['Zielona Góra', '65', 'lubuskie'],
  ['Szczecin', '70', 'zachodniopomorskie'],
];

export const STREETS = ['ul. Przemysłowa', 'ul. Polna', 'ul. Fabryczna', 'ul. Lipowa', 'ul. Kwiatowa', 'ul. Składowa', 'ul. Rolnicza', 'al. Niepodległości', 'ul. Mickiewicza', 'ul. Kościuszki'];

export const COMPANY_PROFILES = ['production', 'online_sale', 'offline_sale', 'retail_network', 'logistic_services', 'other'];

/** Owners and products of the global registry (prefixes outside 590). */
export interface GlobalOrigin {
  country: string;
  countryCode: string;
  language: string;
  prefixes: readonly [number, number];
  companies: readonly string[];
  products: readonly (readonly [name: string, brand: string, brick: string, size: Size])[];
}

export const GLOBAL_ORIGINS: readonly GlobalOrigin[] = [
  {
    country: 'Niemcy', countryCode: 'DE', language: 'de', prefixes: [400, 440],
    companies: ['Schwanhäußer Industrie Holding GmbH', 'Bäckerei Müller GmbH', 'Brauerei Hofmann KG'],
    products: [
      ['Feinschreiber point 88', 'STABILO', '10001430', SZT('1')], ['Textmarker BOSS', 'STABILO', '10001430', SZT('1')],
      ['Pils Premium', 'Hofmann', '10000142', ML('500')], ['Weißbier Hefe', 'Hofmann', '10000142', ML('500')],
      ['Vollkornbrot', 'Müller', '10000304', G('500')], ['Butterkekse', 'Müller', '10000306', G('200')],
      ['Senf mittelscharf', 'Hofmann', '10000188', ML('200')],
    ],
  },
  {
    country: 'Francja', countryCode: 'FR', language: 'fr', prefixes: [300, 379],
    companies: ['Fromagerie du Jura SAS', 'Maison Lefèvre SA'],
    products: [
      ['Comté AOP 12 mois', 'Fromagerie du Jura', '10000027', G('200')], ['Camembert de Normandie', 'Lefèvre', '10000027', G('250')],
      ['Moutarde de Dijon', 'Lefèvre', '10000188', G('210')], ['Vin rouge Bordeaux', 'Château Lefèvre', '10000143', ML('750')],
      ['Biscuits au beurre', 'Lefèvre', '10000306', G('150')],
    ],
  },
  {
    country: 'Włochy', countryCode: 'IT', language: 'it', prefixes: [800, 839],
    companies: ['Pastificio Rossi S.p.A.', 'Caffè Bianchi S.r.l.'],
    products: [
      ['Spaghetti n.5', 'Rossi', '10000180', G('500')], ['Penne rigate', 'Rossi', '10000180', G('500')],
      ['Caffè espresso macinato', 'Bianchi', '10000115', G('250')], ['Caffè in grani', 'Bianchi', '10000115', KG('1')],
      ['Passata di pomodoro', 'Rossi', '10000186', G('700')],
    ],
  },
  {
    country: 'Stany Zjednoczone', countryCode: 'US', language: 'en', prefixes: [0, 19],
    companies: ['Acme Foods Inc.', 'Liberty Beverages LLC'],
    products: [
      ['Peanut Butter Creamy', 'Acme', '10005850', G('340')], ['Maple Syrup', 'Acme', '10000187', ML('250')],
      ['Cola Classic', 'Liberty', '10000212', ML('355')], ['Root Beer', 'Liberty', '10000212', ML('355')],
    ],
  },
];
