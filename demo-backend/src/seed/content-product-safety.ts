/**
 * The product-safety facts of the demo catalogue (GPSR, Regulation (EU) 2023/988 Art. 19): the
 * manufacturer entities the brands link to (some outside the EU, each of those with its EU
 * responsible person), the warnings of each material, and each product kind's own warnings and safety
 * instructions. One brand (Lumea) has no manufacturer on file, so a few products lack the facts, as in
 * a real catalogue: `npm run ops -- product-facts <site>` lists them.
 */
import type { Manufacturer, PostalAddress, ResponsiblePerson } from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import type { SeedCategory } from './catalog-constants';

type Texts = { sk: string; cs: string; de: string };
const tx = (t: Texts, locale: Locale) => t[locale];

const COUNTRIES: Record<string, Texts> = {
  SK: { sk: 'Slovensko', cs: 'Slovensko', de: 'Slowakei' },
  CZ: { sk: 'Česko', cs: 'Česko', de: 'Tschechien' },
  DE: { sk: 'Nemecko', cs: 'Německo', de: 'Deutschland' },
  SE: { sk: 'Švédsko', cs: 'Švédsko', de: 'Schweden' },
  PL: { sk: 'Poľsko', cs: 'Polsko', de: 'Polen' },
  IE: { sk: 'Írsko', cs: 'Irsko', de: 'Irland' },
  CN: { sk: 'Čína', cs: 'Čína', de: 'China' },
  US: { sk: 'Spojené štáty americké', cs: 'Spojené státy americké', de: 'Vereinigte Staaten' },
  GB: { sk: 'Spojené kráľovstvo', cs: 'Spojené království', de: 'Vereinigtes Königreich' },
};

interface SeedAddress {
  street: string;
  postcode: string;
  city: string;
  country: keyof typeof COUNTRIES;
}
interface SeedOperator {
  name: string;
  address: SeedAddress;
  email: string | null;
  webForm: string | null;
}
interface SeedManufacturer extends SeedOperator {
  id: string;
  responsible: SeedOperator | null;
}

const MANUFACTURERS: SeedManufacturer[] = [
  {
    id: 'mfr-velvetia',
    name: 'Velvetia Europe s.r.o.',
    address: { street: 'Mlynské nivy 12', postcode: '821 09', city: 'Bratislava', country: 'SK' },
    email: 'bezpecnost@velvetia.example',
    webForm: null,
    responsible: null,
  },
  {
    id: 'mfr-lunaria',
    name: 'Lunaria Cosmetics a.s.',
    address: { street: 'Vinohradská 1511/230', postcode: '100 00', city: 'Praha 10', country: 'CZ' },
    email: 'info@lunaria.example',
    webForm: 'https://www.lunaria.example/kontakt',
    responsible: null,
  },
  {
    id: 'mfr-nordic-bloom',
    name: 'Nordic Bloom AB',
    address: { street: 'Sveavägen 44', postcode: '111 34', city: 'Stockholm', country: 'SE' },
    email: 'safety@nordicbloom.example',
    webForm: null,
    responsible: null,
  },
  {
    id: 'mfr-halcyon',
    name: 'Halcyon Wellness Sp. z o.o.',
    address: { street: 'ul. Marszałkowska 84', postcode: '00-514', city: 'Warszawa', country: 'PL' },
    email: null,
    webForm: 'https://www.halcyon.example/contact',
    responsible: null,
  },
  {
    id: 'mfr-amberline',
    name: 'Shenzhen Amberline Technology Co., Ltd.',
    address: {
      street: 'Building 5, Nanshan Science and Technology Park, Keji Road 18',
      postcode: '518057',
      city: 'Shenzhen, Guangdong',
      country: 'CN',
    },
    email: 'export@amberline.example',
    webForm: 'https://www.amberline.example/contact',
    responsible: {
      name: 'EU Product Compliance s.r.o.',
      address: { street: 'Karadžičova 8/A', postcode: '821 08', city: 'Bratislava', country: 'SK' },
      email: 'gpsr@eu-compliance.example',
      webForm: null,
    },
  },
  {
    id: 'mfr-pure-drop',
    name: 'Pure Drop Labs, Inc.',
    address: { street: '1200 Harbor Boulevard, Suite 400', postcode: 'CA 94105', city: 'San Francisco', country: 'US' },
    email: 'compliance@puredrop.example',
    webForm: null,
    responsible: {
      name: 'Pure Drop Europe GmbH',
      address: { street: 'Leopoldstraße 21', postcode: '80802', city: 'München', country: 'DE' },
      email: 'eu-safety@puredrop.example',
      webForm: 'https://www.puredrop.example/eu/kontakt',
    },
  },
  {
    id: 'mfr-silk-co',
    name: 'Silk & Co Ltd',
    address: { street: '18 Cheapside', postcode: 'EC2V 6AB', city: 'London', country: 'GB' },
    email: 'hello@silkandco.example',
    webForm: null,
    responsible: {
      name: 'Silk & Co Europe Ltd',
      address: { street: '25 Fitzwilliam Square South', postcode: 'D02 XK59', city: 'Dublin 2', country: 'IE' },
      email: 'eu@silkandco.example',
      webForm: null,
    },
  },
];

/** Brand id (catalog-constants BRANDS) → manufacturer id; a brand not named here has none on file. */
const MANUFACTURER_BY_BRAND: Record<number, string> = {
  2001: 'mfr-velvetia', // Velvetia
  2002: 'mfr-lunaria', // Lunaria
  2003: 'mfr-lunaria', // Aurora Care
  2004: 'mfr-halcyon', // Serenity
  2005: 'mfr-nordic-bloom', // Nordic Bloom
  2006: 'mfr-silk-co', // Silk & Co
  2007: 'mfr-amberline', // Amberline
  2008: 'mfr-lunaria', // Calmia
  2009: 'mfr-amberline', // Opaline
  2010: 'mfr-velvetia', // Vivere
  2011: 'mfr-pure-drop', // Blush Lab
  2012: 'mfr-nordic-bloom', // Orchidea
  2013: 'mfr-halcyon', // Mira Wellness
  2014: 'mfr-silk-co', // Solenne
  2015: 'mfr-pure-drop', // Pure Drop
  2016: 'mfr-velvetia', // Rosewood
  2017: 'mfr-amberline', // Nocturne
  2018: 'mfr-halcyon', // Equilibra
  2019: 'mfr-halcyon', // Halcyon
  // 2020 Lumea: no manufacturer on file.
};

const address = (a: SeedAddress, locale: Locale): PostalAddress => ({
  street: a.street,
  postcode: a.postcode,
  city: a.city,
  country_code: a.country,
  country: tx(COUNTRIES[a.country]!, locale),
});

const responsiblePerson = (o: SeedOperator, locale: Locale): ResponsiblePerson => ({
  name: o.name,
  address: address(o.address, locale),
  email: o.email,
  web_form: o.webForm,
});

/** The manufacturer entity a brand links to, in one locale; null when the brand has none on file. */
export function brandManufacturer(brandId: number, locale: Locale): Manufacturer | null {
  const m = MANUFACTURERS.find((x) => x.id === MANUFACTURER_BY_BRAND[brandId]);
  if (!m) return null;
  return {
    _id: m.id,
    name: m.name,
    address: address(m.address, locale),
    email: m.email,
    web_form: m.webForm,
    eu_responsible_person: m.responsible ? responsiblePerson(m.responsible, locale) : null,
  };
}

/** Warnings of each material (catalog-constants MATERIALS ids). */
const MATERIAL_WARNINGS: Record<number, Texts[]> = {
  3001: [
    {
      sk: 'Silikón nepoužívajte so silikónovými lubrikantmi: narušia jeho povrch. Používajte lubrikanty na vodnej báze.',
      cs: 'Silikon nepoužívejte se silikonovými lubrikanty: naruší jeho povrch. Používejte lubrikanty na vodní bázi.',
      de: 'Silikon nicht mit Gleitmitteln auf Silikonbasis verwenden: Sie greifen die Oberfläche an. Verwenden Sie Gleitmittel auf Wasserbasis.',
    },
  ],
  3002: [
    {
      sk: 'Pred každým použitím skontrolujte, či sklo nie je prasknuté alebo odštiepené; poškodený výrobok nepoužívajte.',
      cs: 'Před každým použitím zkontrolujte, zda sklo není prasklé nebo odštípnuté; poškozený výrobek nepoužívejte.',
      de: 'Prüfen Sie das Glas vor jeder Verwendung auf Risse und Absplitterungen; ein beschädigtes Produkt nicht verwenden.',
    },
    {
      sk: 'Nevystavujte prudkým zmenám teploty (napr. z horúcej do ľadovej vody).',
      cs: 'Nevystavujte prudkým změnám teploty (např. z horké do ledové vody).',
      de: 'Keinen schnellen Temperaturwechseln aussetzen (z. B. von heißem in eiskaltes Wasser).',
    },
  ],
  3003: [
    {
      sk: 'Nepoužívajte pri alergii na nikel.',
      cs: 'Nepoužívejte při alergii na nikl.',
      de: 'Nicht bei Nickelallergie verwenden.',
    },
  ],
  3004: [
    {
      sk: 'Perte pri 30 °C naruby, nebieliť, nesušiť v bubnovej sušičke.',
      cs: 'Perte na 30 °C naruby, nebělit, nesušit v bubnové sušičce.',
      de: 'Auf links bei 30 °C waschen, nicht bleichen, nicht im Trockner trocknen.',
    },
  ],
  3005: [
    {
      sk: 'Perte ručne v studenej vode; chráňte pred ostrými predmetmi a otvoreným ohňom.',
      cs: 'Perte ručně ve studené vodě; chraňte před ostrými předměty a otevřeným ohněm.',
      de: 'Von Hand kalt waschen; vor scharfen Gegenständen und offenem Feuer schützen.',
    },
  ],
  3006: [
    {
      sk: 'Perte ručne pri 30 °C, nežehlite priamo; chráňte pred otvoreným ohňom.',
      cs: 'Perte ručně na 30 °C, nežehlete přímo; chraňte před otevřeným ohněm.',
      de: 'Von Hand bei 30 °C waschen, nicht direkt bügeln; vor offenem Feuer schützen.',
    },
  ],
  3007: [
    {
      sk: 'Pri podráždení pokožky alebo slizníc prestaňte výrobok používať a poraďte sa s lekárom.',
      cs: 'Při podráždění kůže nebo sliznic přestaňte výrobek používat a poraďte se s lékařem.',
      de: 'Bei Reizungen der Haut oder Schleimhäute nicht weiter verwenden und ärztlichen Rat einholen.',
    },
  ],
  3008: [
    {
      sk: 'Oleje narúšajú latexové kondómy: nepoužívajte ich spolu.',
      cs: 'Oleje narušují latexové kondomy: nepoužívejte je společně.',
      de: 'Öle beschädigen Latexkondome: nicht zusammen verwenden.',
    },
  ],
};

/** The warnings of one material in one locale (none for an unknown id). */
export function materialWarnings(materialId: number, locale: Locale): string[] {
  return (MATERIAL_WARNINGS[materialId] ?? []).map((t) => tx(t, locale));
}

const KEEP_FROM_CHILDREN: Texts = {
  sk: 'Uchovávajte mimo dosahu detí.',
  cs: 'Uchovávejte mimo dosah dětí.',
  de: 'Außerhalb der Reichweite von Kindern aufbewahren.',
};

/** Each product kind's own warnings and safety instructions (product `content.safety_information`). */
const KIND_WARNINGS: Record<SeedCategory['kind'], Texts[]> = {
  lubricant: [
    KEEP_FROM_CHILDREN,
    {
      sk: 'Len na vonkajšie použitie v intímnej oblasti. Nie je antikoncepčný prostriedok.',
      cs: 'Pouze k vnějšímu použití v intimní oblasti. Není antikoncepční prostředek.',
      de: 'Nur zur äußeren Anwendung im Intimbereich. Kein Verhütungsmittel.',
    },
    {
      sk: 'Pred prvým použitím vyskúšajte na malej ploche pokožky.',
      cs: 'Před prvním použitím vyzkoušejte na malé ploše kůže.',
      de: 'Vor der ersten Anwendung an einer kleinen Hautstelle testen.',
    },
  ],
  oil: [
    KEEP_FROM_CHILDREN,
    {
      sk: 'Nepoužívajte na podráždenú pokožku a chráňte oči. Obsahuje prírodné oleje: pri alergii na niektorú zložku nepoužívajte.',
      cs: 'Nepoužívejte na podrážděnou kůži a chraňte oči. Obsahuje přírodní oleje: při alergii na některou složku nepoužívejte.',
      de: 'Nicht auf gereizter Haut anwenden, Kontakt mit den Augen vermeiden. Enthält natürliche Öle: bei Allergie gegen einen Bestandteil nicht verwenden.',
    },
  ],
  toy: [
    KEEP_FROM_CHILDREN,
    {
      sk: 'Pred prvým a po každom použití umyte teplou vodou s mydlom alebo čistiacim prípravkom na pomôcky.',
      cs: 'Před prvním a po každém použití omyjte teplou vodou s mýdlem nebo čisticím přípravkem na pomůcky.',
      de: 'Vor der ersten und nach jeder Verwendung mit warmem Wasser und Seife oder einem Spielzeugreiniger reinigen.',
    },
    {
      sk: 'Pri bolesti alebo podráždení prestaňte výrobok používať. Batérie a nabíjačku likvidujte oddelene ako elektroodpad.',
      cs: 'Při bolesti nebo podráždění přestaňte výrobek používat. Baterie a nabíječku likvidujte odděleně jako elektroodpad.',
      de: 'Bei Schmerzen oder Reizungen nicht weiter verwenden. Akku und Ladegerät getrennt als Elektroschrott entsorgen.',
    },
  ],
  lingerie: [
    {
      sk: 'Pred prvým nosením operte. Chráňte pred otvoreným ohňom.',
      cs: 'Před prvním nošením vyperte. Chraňte před otevřeným ohněm.',
      de: 'Vor dem ersten Tragen waschen. Vor offenem Feuer schützen.',
    },
  ],
  wellness: [
    KEEP_FROM_CHILDREN,
    {
      sk: 'Nepoužívajte počas tehotenstva, pri kardiostimulátore ani na poranenú pokožku bez porady s lekárom.',
      cs: 'Nepoužívejte během těhotenství, s kardiostimulátorem ani na poraněnou kůži bez porady s lékařem.',
      de: 'Nicht während der Schwangerschaft, mit Herzschrittmacher oder auf verletzter Haut ohne ärztlichen Rat verwenden.',
    },
  ],
  accessory: [
    KEEP_FROM_CHILDREN,
    {
      sk: 'Obsahuje malé časti: nebezpečenstvo udusenia. Nepoužívajte na škrtenie ani na dlhodobé zaťaženie končatín.',
      cs: 'Obsahuje malé části: nebezpečí udušení. Nepoužívejte ke škrcení ani k dlouhodobému zatížení končetin.',
      de: 'Enthält Kleinteile: Erstickungsgefahr. Nicht zum Würgen oder zur längeren Belastung der Gliedmaßen verwenden.',
    },
  ],
  cosmetics: [
    KEEP_FROM_CHILDREN,
    {
      sk: 'Len na vonkajšie použitie. Zabráňte kontaktu s očami; pri zasiahnutí ich vypláchnite vodou.',
      cs: 'Pouze k vnějšímu použití. Zabraňte kontaktu s očima; při zasažení je vypláchněte vodou.',
      de: 'Nur zur äußeren Anwendung. Kontakt mit den Augen vermeiden; bei Kontakt mit Wasser ausspülen.',
    },
  ],
  gift: [
    KEEP_FROM_CHILDREN,
    {
      sk: 'Pred použitím si prečítajte pokyny na obale každého výrobku v balení.',
      cs: 'Před použitím si přečtěte pokyny na obalu každého výrobku v balení.',
      de: 'Vor der Verwendung die Hinweise auf der Verpackung jedes enthaltenen Produkts lesen.',
    },
  ],
};

/** A product kind's own warnings in one locale. */
export function kindWarnings(kind: SeedCategory['kind'], locale: Locale): string[] {
  return KIND_WARNINGS[kind].map((t) => tx(t, locale));
}
