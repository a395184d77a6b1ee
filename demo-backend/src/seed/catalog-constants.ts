/**
 * The fixed backbone of the demo catalogue, shared by the store API seed (products, parameters)
 * and the content API seed (brand, colour and material entities, menus, categories' content),
 * so ids agree across both. Everything else is generated deterministically from these.
 */

type Texts = { sk: string; cs: string; de: string };

/** Parameter entity ids (spec 3: ids exist for colour, brand and meters; another links to materials). */
export const PARAMETER_IDS = { color: 1, brand: 2, material: 3, meters: 4, size: 5 } as const;

export const PARAMETER_NAMES: Record<keyof typeof PARAMETER_IDS, Texts> = {
  color: { sk: 'Farba', cs: 'Barva', de: 'Farbe' },
  brand: { sk: 'Značka', cs: 'Značka', de: 'Marke' },
  material: { sk: 'Materiál', cs: 'Materiál', de: 'Material' },
  meters: { sk: 'Dĺžka (m)', cs: 'Délka (m)', de: 'Länge (m)' },
  size: { sk: 'Veľkosť', cs: 'Velikost', de: 'Größe' },
};

/** Brand parameter values; the content API's brand entity has `_id` = String(id). */
export const BRANDS = [
  'Velvetia',
  'Lunaria',
  'Aurora Care',
  'Serenity',
  'Nordic Bloom',
  'Silk & Co',
  'Amberline',
  'Calmia',
  'Opaline',
  'Vivere',
  'Blush Lab',
  'Orchidea',
  'Mira Wellness',
  'Solenne',
  'Pure Drop',
  'Rosewood',
  'Nocturne',
  'Equilibra',
  'Halcyon',
  'Lumea',
].map((title, i) => ({ id: 2001 + i, title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-') }));

/** Colour parameter values; the content API's colour entity has `_id` = String(id). */
export const COLORS = [
  { id: 1001, hex: '#111111', name: { sk: 'Čierna', cs: 'Černá', de: 'Schwarz' } },
  { id: 1002, hex: '#ffffff', name: { sk: 'Biela', cs: 'Bílá', de: 'Weiß' } },
  { id: 1003, hex: '#c8102e', name: { sk: 'Červená', cs: 'Červená', de: 'Rot' } },
  { id: 1004, hex: '#f4a6c1', name: { sk: 'Ružová', cs: 'Růžová', de: 'Rosa' } },
  { id: 1005, hex: '#6a3d9a', name: { sk: 'Fialová', cs: 'Fialová', de: 'Lila' } },
  { id: 1006, hex: '#1f4e79', name: { sk: 'Modrá', cs: 'Modrá', de: 'Blau' } },
  { id: 1007, hex: '#2e7d32', name: { sk: 'Zelená', cs: 'Zelená', de: 'Grün' } },
  { id: 1008, hex: '#d4af37', name: { sk: 'Zlatá', cs: 'Zlatá', de: 'Gold' } },
  { id: 1009, hex: '#e8d5c4', name: { sk: 'Telová', cs: 'Tělová', de: 'Nude' } },
  { id: 1010, hex: '#7b1e3a', name: { sk: 'Bordová', cs: 'Vínová', de: 'Bordeaux' } },
] as const;

/** Material parameter values; the content API's material entity has `_id` = String(id). */
export const MATERIALS = [
  { id: 3001, name: { sk: 'Silikón', cs: 'Silikon', de: 'Silikon' }, hygiene: true, lubricants: 'water' },
  { id: 3002, name: { sk: 'Sklo', cs: 'Sklo', de: 'Glas' }, hygiene: true, lubricants: 'any' },
  { id: 3003, name: { sk: 'Nerezová oceľ', cs: 'Nerezová ocel', de: 'Edelstahl' }, hygiene: true, lubricants: 'any' },
  { id: 3004, name: { sk: 'Bavlna', cs: 'Bavlna', de: 'Baumwolle' }, hygiene: false, lubricants: 'none' },
  { id: 3005, name: { sk: 'Čipka', cs: 'Krajka', de: 'Spitze' }, hygiene: false, lubricants: 'none' },
  { id: 3006, name: { sk: 'Satén', cs: 'Satén', de: 'Satin' }, hygiene: false, lubricants: 'none' },
  {
    id: 3007,
    name: { sk: 'Na vodnej báze', cs: 'Na vodní bázi', de: 'Auf Wasserbasis' },
    hygiene: true,
    lubricants: 'none',
  },
  {
    id: 3008,
    name: { sk: 'Prírodné oleje', cs: 'Přírodní oleje', de: 'Natürliche Öle' },
    hygiene: true,
    lubricants: 'none',
  },
] as const;

export const SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;

export interface SeedCategory {
  id: number;
  parentId: number | null;
  slug: Texts;
  name: Texts;
  /** What kind of products the generator puts here (drives names, parameters, prices). */
  kind: 'lubricant' | 'oil' | 'toy' | 'lingerie' | 'wellness' | 'accessory' | 'cosmetics' | 'gift';
}

const cat = (
  id: number,
  parentId: number | null,
  kind: SeedCategory['kind'],
  sk: [string, string],
  cs: [string, string],
  de: [string, string],
): SeedCategory => ({
  id,
  parentId,
  kind,
  name: { sk: sk[0], cs: cs[0], de: de[0] },
  slug: { sk: sk[1], cs: cs[1], de: de[1] },
});

/** 12 top categories, each with 2-3 children (slugs are the catch-all paths, per locale). */
export const CATEGORIES: SeedCategory[] = [
  cat(
    10,
    null,
    'lubricant',
    ['Lubrikačné gély', 'lubrikacne-gely'],
    ['Lubrikační gely', 'lubrikacni-gely'],
    ['Gleitgele', 'gleitgele'],
  ),
  cat(
    11,
    10,
    'lubricant',
    ['Na vodnej báze', 'lubrikacne-gely/na-vodnej-baze'],
    ['Na vodní bázi', 'lubrikacni-gely/na-vodni-bazi'],
    ['Auf Wasserbasis', 'gleitgele/wasserbasis'],
  ),
  cat(
    12,
    10,
    'lubricant',
    ['Silikónové', 'lubrikacne-gely/silikonove'],
    ['Silikonové', 'lubrikacni-gely/silikonove'],
    ['Silikonbasiert', 'gleitgele/silikon'],
  ),
  cat(
    20,
    null,
    'oil',
    ['Masážne oleje', 'masazne-oleje'],
    ['Masážní oleje', 'masazni-oleje'],
    ['Massageöle', 'massageoele'],
  ),
  cat(
    21,
    20,
    'oil',
    ['Hrejivé oleje', 'masazne-oleje/hrejive'],
    ['Hřejivé oleje', 'masazni-oleje/hrejive'],
    ['Wärmende Öle', 'massageoele/waermend'],
  ),
  cat(
    22,
    20,
    'oil',
    ['Masážne sviečky', 'masazne-oleje/sviecky'],
    ['Masážní svíčky', 'masazni-oleje/svicky'],
    ['Massagekerzen', 'massageoele/kerzen'],
  ),
  cat(
    30,
    null,
    'toy',
    ['Masážne pomôcky', 'masazne-pomocky'],
    ['Masážní pomůcky', 'masazni-pomucky'],
    ['Massagegeräte', 'massagegeraete'],
  ),
  cat(
    31,
    30,
    'toy',
    ['Vibračné masážne hlavice', 'masazne-pomocky/vibracne'],
    ['Vibrační masážní hlavice', 'masazni-pomucky/vibracni'],
    ['Vibrationsmassage', 'massagegeraete/vibration'],
  ),
  cat(
    32,
    30,
    'toy',
    ['Pre páry', 'masazne-pomocky/pre-pary'],
    ['Pro páry', 'masazni-pomucky/pro-pary'],
    ['Für Paare', 'massagegeraete/paare'],
  ),
  cat(
    33,
    30,
    'toy',
    ['Cestovné', 'masazne-pomocky/cestovne'],
    ['Cestovní', 'masazni-pomucky/cestovni'],
    ['Für die Reise', 'massagegeraete/reise'],
  ),
  cat(
    40,
    null,
    'lingerie',
    ['Spodná bielizeň', 'spodna-bielizen'],
    ['Spodní prádlo', 'spodni-pradlo'],
    ['Dessous', 'dessous'],
  ),
  cat(
    41,
    40,
    'lingerie',
    ['Súpravy', 'spodna-bielizen/supravy'],
    ['Soupravy', 'spodni-pradlo/soupravy'],
    ['Sets', 'dessous/sets'],
  ),
  cat(
    42,
    40,
    'lingerie',
    ['Košieľky', 'spodna-bielizen/kosielky'],
    ['Košilky', 'spodni-pradlo/kosilky'],
    ['Negligés', 'dessous/negliges'],
  ),
  cat(
    43,
    40,
    'lingerie',
    ['Pančuchy', 'spodna-bielizen/pancuchy'],
    ['Punčochy', 'spodni-pradlo/puncochy'],
    ['Strümpfe', 'dessous/struempfe'],
  ),
  cat(50, null, 'wellness', ['Wellness', 'wellness'], ['Wellness', 'wellness'], ['Wellness', 'wellness']),
  cat(
    51,
    50,
    'wellness',
    ['Kúpeľ a relax', 'wellness/kupel'],
    ['Koupel a relax', 'wellness/koupel'],
    ['Bad und Entspannung', 'wellness/bad'],
  ),
  cat(
    52,
    50,
    'wellness',
    ['Aromaterapia', 'wellness/aromaterapia'],
    ['Aromaterapie', 'wellness/aromaterapie'],
    ['Aromatherapie', 'wellness/aromatherapie'],
  ),
  cat(
    60,
    null,
    'cosmetics',
    ['Intímna kozmetika', 'intimna-kozmetika'],
    ['Intimní kosmetika', 'intimni-kosmetika'],
    ['Intimpflege', 'intimpflege'],
  ),
  cat(
    61,
    60,
    'cosmetics',
    ['Intímna hygiena', 'intimna-kozmetika/hygiena'],
    ['Intimní hygiena', 'intimni-kosmetika/hygiena'],
    ['Intimhygiene', 'intimpflege/hygiene'],
  ),
  cat(
    62,
    60,
    'cosmetics',
    ['Telové mlieka', 'intimna-kozmetika/telove-mlieka'],
    ['Tělová mléka', 'intimni-kosmetika/telova-mleka'],
    ['Körpermilch', 'intimpflege/koerpermilch'],
  ),
  cat(70, null, 'accessory', ['Doplnky', 'doplnky'], ['Doplňky', 'doplnky'], ['Accessoires', 'accessoires']),
  cat(
    71,
    70,
    'accessory',
    ['Masky a šatky', 'doplnky/masky'],
    ['Masky a šátky', 'doplnky/masky'],
    ['Masken und Tücher', 'accessoires/masken'],
  ),
  cat(
    72,
    70,
    'accessory',
    ['Čistiace prostriedky', 'doplnky/cistenie'],
    ['Čisticí prostředky', 'doplnky/cisteni'],
    ['Reinigung', 'accessoires/reinigung'],
  ),
  cat(
    80,
    null,
    'gift',
    ['Darčekové sady', 'darcekove-sady'],
    ['Dárkové sady', 'darkove-sady'],
    ['Geschenksets', 'geschenksets'],
  ),
  cat(
    81,
    80,
    'gift',
    ['Pre ňu', 'darcekove-sady/pre-nu'],
    ['Pro ni', 'darkove-sady/pro-ni'],
    ['Für sie', 'geschenksets/fuer-sie'],
  ),
  cat(
    82,
    80,
    'gift',
    ['Pre neho', 'darcekove-sady/pre-neho'],
    ['Pro něj', 'darkove-sady/pro-nej'],
    ['Für ihn', 'geschenksets/fuer-ihn'],
  ),
  cat(
    90,
    null,
    'wellness',
    ['Zdravie a vitalita', 'zdravie'],
    ['Zdraví a vitalita', 'zdravi'],
    ['Gesundheit', 'gesundheit'],
  ),
  cat(
    91,
    90,
    'wellness',
    ['Panvové dno', 'zdravie/panvove-dno'],
    ['Pánevní dno', 'zdravi/panevni-dno'],
    ['Beckenboden', 'gesundheit/beckenboden'],
  ),
  cat(
    92,
    90,
    'wellness',
    ['Výživové doplnky', 'zdravie/doplnky-vyzivy'],
    ['Doplňky stravy', 'zdravi/doplnky-stravy'],
    ['Nahrungsergänzung', 'gesundheit/nahrungsergaenzung'],
  ),
  cat(100, null, 'cosmetics', ['Parfumy', 'parfumy'], ['Parfémy', 'parfemy'], ['Parfums', 'parfums']),
  cat(
    101,
    100,
    'cosmetics',
    ['Feromónové parfumy', 'parfumy/feromonove'],
    ['Feromonové parfémy', 'parfemy/feromonove'],
    ['Pheromonparfums', 'parfums/pheromon'],
  ),
  cat(
    102,
    100,
    'cosmetics',
    ['Telové spreje', 'parfumy/telove-spreje'],
    ['Tělové spreje', 'parfemy/telove-spreje'],
    ['Körpersprays', 'parfums/koerpersprays'],
  ),
  cat(110, null, 'accessory', ['Ochrana', 'ochrana'], ['Ochrana', 'ochrana'], ['Schutz', 'schutz']),
  cat(
    111,
    110,
    'accessory',
    ['Kondómy', 'ochrana/kondomy'],
    ['Kondomy', 'ochrana/kondomy'],
    ['Kondome', 'schutz/kondome'],
  ),
  cat(112, 110, 'accessory', ['Testy', 'ochrana/testy'], ['Testy', 'ochrana/testy'], ['Tests', 'schutz/tests']),
  cat(120, null, 'gift', ['Novinky', 'novinky'], ['Novinky', 'novinky'], ['Neuheiten', 'neuheiten']),
  cat(
    121,
    120,
    'gift',
    ['Tento mesiac', 'novinky/tento-mesiac'],
    ['Tento měsíc', 'novinky/tento-mesic'],
    ['Diesen Monat', 'neuheiten/diesen-monat'],
  ),
];

/** Warehouses: 1-3 real, 9 blocked in one product-box variant (spec 9), 10 virtual supplier stock. */
export const WAREHOUSES = [
  { id: 1, name: 'Bratislava', virtual: false },
  { id: 2, name: 'Praha', virtual: false },
  { id: 3, name: 'Brno', virtual: false },
  { id: 9, name: 'Blocked', virtual: false },
  { id: 10, name: 'Supplier', virtual: true },
] as const;

/** Product tags (spec 3: color, text, code, visibility{catalog, content}). */
export const TAGS = [
  { code: 'new', color: '#2e7d32', text: { sk: 'Novinka', cs: 'Novinka', de: 'Neu' } },
  { code: 'sale', color: '#c8102e', text: { sk: 'Akcia', cs: 'Akce', de: 'Aktion' } },
  { code: 'bestseller', color: '#6a3d9a', text: { sk: 'Najpredávanejšie', cs: 'Nejprodávanější', de: 'Bestseller' } },
  { code: 'eco', color: '#4e7d5b', text: { sk: 'Ekologické', cs: 'Ekologické', de: 'Öko' } },
] as const;

/** Site domains as the backends know them (domain code header). */
export const DOMAIN_CODES = ['sk', 'cz'] as const;
