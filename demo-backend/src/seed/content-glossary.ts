/** Glossary terms, FAQ questions and infomails (newsletter archive). */
import type { FaqQuestion, Infomail, Term } from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import { pageMeta } from './content-page-meta';
import { daysFrom, slugsOf, tr, type L10n } from './content-random';
import { doc, docOf, li, p, text, bold, link, ul } from './content-rich-text';
import { RETURN_PERIOD_DAYS } from '../store/store-reference-data';

const TERMS: [L10n, L10n][] = [
  [
    { sk: 'Afrodiziakum', cs: 'Afrodiziakum', de: 'Aphrodisiakum' },
    {
      sk: 'Látka alebo jedlo, ktorému sa pripisuje povzbudzujúci účinok na chuť na blízkosť.',
      cs: 'Látka nebo jídlo, kterému se připisuje povzbuzující účinek na chuť na blízkost.',
      de: 'Ein Stoff, dem eine anregende Wirkung zugeschrieben wird.',
    },
  ],
  [
    { sk: 'Aromaterapia', cs: 'Aromaterapie' },
    {
      sk: 'Využitie éterických olejov na podporu pohody a uvoľnenia.',
      cs: 'Využití éterických olejů k podpoře pohody a uvolnění.',
    },
  ],
  [
    { sk: 'Body', cs: 'Body' },
    {
      sk: 'Jednodielny kúsok bielizne, ktorý spája vrchný diel a nohavičky.',
      cs: 'Jednodílný kus prádla, který spojuje vrchní díl a kalhotky.',
    },
  ],
  [
    { sk: 'Čipka', cs: 'Krajka' },
    {
      sk: 'Jemná dekoratívna textília so vzorom, typická pre elegantnú bielizeň.',
      cs: 'Jemná dekorativní textilie se vzorem, typická pro elegantní prádlo.',
    },
  ],
  [
    { sk: 'Feromóny', cs: 'Feromony' },
    {
      sk: 'Prirodzené pachové látky, ktoré sa pridávajú do niektorých parfumov.',
      cs: 'Přirozené pachové látky, které se přidávají do některých parfémů.',
    },
  ],
  [
    { sk: 'Hypoalergénny', cs: 'Hypoalergenní' },
    {
      sk: 'Výrobok s nízkym rizikom vyvolania alergickej reakcie.',
      cs: 'Výrobek s nízkým rizikem vyvolání alergické reakce.',
    },
  ],
  [
    { sk: 'Kegelove cviky', cs: 'Kegelovy cviky' },
    { sk: 'Cvičenie na posilnenie svalov panvového dna.', cs: 'Cvičení na posílení svalů pánevního dna.' },
  ],
  [
    { sk: 'Lubrikant', cs: 'Lubrikant' },
    {
      sk: 'Gél alebo tekutina, ktorá znižuje trenie a zvyšuje komfort.',
      cs: 'Gel nebo tekutina, která snižuje tření a zvyšuje komfort.',
    },
  ],
  [
    { sk: 'pH neutrálny', cs: 'pH neutrální' },
    {
      sk: 'Prípravok, ktorého kyslosť zodpovedá prirodzenému prostrediu pokožky.',
      cs: 'Přípravek, jehož kyselost odpovídá přirozenému prostředí pokožky.',
    },
  ],
  [
    { sk: 'Silikón', cs: 'Silikon' },
    {
      sk: 'Telu príjemný, hygienický materiál, ktorý sa ľahko čistí.',
      cs: 'Tělu příjemný, hygienický materiál, který se snadno čistí.',
    },
  ],
  [
    { sk: 'Šatka na oči', cs: 'Šátek na oči' },
    {
      sk: 'Doplnok, ktorý vypnutím zraku zosilní ostatné zmysly.',
      cs: 'Doplněk, který vypnutím zraku zesílí ostatní smysly.',
    },
  ],
  [
    { sk: 'Žartier', cs: 'Podvazkový pás' },
    { sk: 'Pás na pridržanie pančúch.', cs: 'Pás na přidržení punčoch.' },
  ],
];

const FAQ: [L10n, L10n, L10n][] = [
  [
    { sk: 'Objednávka', cs: 'Objednávka' },
    { sk: 'Je balík označený, čo obsahuje?', cs: 'Je balík označený, co obsahuje?', de: 'Ist das Paket beschriftet?' },
    {
      sk: 'Nie. Všetky zásielky posielame v neutrálnom obale bez loga a popisu obsahu.',
      cs: 'Ne. Všechny zásilky posíláme v neutrálním obalu bez loga a popisu obsahu.',
      de: 'Nein. Alle Sendungen gehen in neutraler Verpackung.',
    },
  ],
  [
    { sk: 'Objednávka', cs: 'Objednávka' },
    { sk: 'Ako dlho trvá doručenie?', cs: 'Jak dlouho trvá doručení?' },
    {
      sk: 'Tovar skladom odosielame do 24 hodín, doručenie trvá spravidla 1–2 pracovné dni.',
      cs: 'Zboží skladem odesíláme do 24 hodin, doručení trvá obvykle 1–2 pracovní dny.',
    },
  ],
  [
    { sk: 'Platba', cs: 'Platba' },
    { sk: 'Čo uvidím na výpise z účtu?', cs: 'Co uvidím na výpisu z účtu?' },
    {
      sk: 'Na výpise sa zobrazí len neutrálny názov obchodníka.',
      cs: 'Na výpisu se zobrazí jen neutrální název obchodníka.',
    },
  ],
  [
    { sk: 'Platba', cs: 'Platba' },
    { sk: 'Aké spôsoby platby prijímate?', cs: 'Jaké způsoby platby přijímáte?' },
    { sk: 'Platbu kartou, bankovým prevodom aj dobierkou.', cs: 'Platbu kartou, bankovním převodem i dobírkou.' },
  ],
  [
    { sk: 'Vrátenie', cs: 'Vrácení' },
    { sk: 'Môžem tovar vrátiť?', cs: 'Mohu zboží vrátit?' },
    {
      sk: `Nepoužitý tovar v neporušenom obale môžete vrátiť do ${RETURN_PERIOD_DAYS} dní. Z hygienických dôvodov nemožno vrátiť rozbalené intímne pomôcky.`,
      cs: `Nepoužité zboží v neporušeném obalu můžete vrátit do ${RETURN_PERIOD_DAYS} dnů. Z hygienických důvodů nelze vrátit rozbalené intimní pomůcky.`,
      de: `Unbenutzte Ware in unbeschädigter Verpackung können Sie innerhalb von ${RETURN_PERIOD_DAYS} Tagen zurückgeben. Aus hygienischen Gründen sind geöffnete Intimartikel vom Umtausch ausgeschlossen.`,
    },
  ],
  [
    { sk: 'Vrátenie', cs: 'Vrácení' },
    { sk: 'Ako podať reklamáciu?', cs: 'Jak podat reklamaci?' },
    {
      sk: 'Vyplňte formulár na stránke Reklamácia a my sa vám ozveme do dvoch pracovných dní.',
      cs: 'Vyplňte formulář na stránce Reklamace a my se vám ozveme do dvou pracovních dnů.',
    },
  ],
  [
    { sk: 'Produkty', cs: 'Produkty' },
    {
      sk: 'Ktorý lubrikant je vhodný k silikónovým pomôckam?',
      cs: 'Který lubrikant je vhodný k silikonovým pomůckám?',
    },
    {
      sk: 'Vyberte gél na vodnej báze; silikónový gél môže povrch pomôcky poškodiť.',
      cs: 'Vyberte gel na vodní bázi; silikonový gel může povrch pomůcky poškodit.',
    },
  ],
  [
    { sk: 'Produkty', cs: 'Produkty' },
    { sk: 'Ako čistiť pomôcky?', cs: 'Jak čistit pomůcky?' },
    {
      sk: 'Vlažnou vodou s jemným mydlom alebo špeciálnym čistiacim sprejom.',
      cs: 'Vlažnou vodou s jemným mýdlem nebo speciálním čisticím sprejem.',
    },
  ],
];

const INFOMAILS: [L10n, L10n][] = [
  [
    { sk: 'Jarná inšpirácia', cs: 'Jarní inspirace' },
    {
      sk: 'Nové vône, ľahká bielizeň a tipy na spoločné víkendy.',
      cs: 'Nové vůně, lehké prádlo a tipy na společné víkendy.',
    },
  ],
  [
    { sk: 'Valentínsky výber', cs: 'Valentýnský výběr' },
    {
      sk: 'Darčeky pre ňu aj pre neho s doručením do 24 hodín.',
      cs: 'Dárky pro ni i pro něj s doručením do 24 hodin.',
    },
  ],
  [
    { sk: 'Wellness doma', cs: 'Wellness doma' },
    { sk: 'Ako si pripraviť kúpeľ a masáž ako v kúpeľoch.', cs: 'Jak si připravit koupel a masáž jako v lázních.' },
  ],
  [
    { sk: 'Letné novinky', cs: 'Letní novinky' },
    { sk: 'Cestovné balenia a ľahké textílie na teplé dni.', cs: 'Cestovní balení a lehké textilie na teplé dny.' },
  ],
];

export interface GlossarySeed {
  terms: Term[];
  faq: FaqQuestion[];
  infomails: Infomail[];
}

export function buildGlossary(locale: Locale, anchor: number): GlossarySeed {
  const terms: Term[] = TERMS.map(([title, body], i) => {
    const slug = slugsOf(title);
    const t = tr(title, locale);
    return {
      _id: `term-${i + 1}`,
      title: t,
      slug: tr(slug, locale),
      letter: (t.charAt(0) === 'C' && t.charAt(1) === 'h' ? 'Ch' : t.charAt(0)).toUpperCase(),
      perex: tr(body, locale),
      content: doc(p(text(t, bold), ' – ', tr(body, locale))),
      // "Aromaterapia" is a category too: the term's SEO title says it is the term explained.
      page_meta: pageMeta(
        locale,
        slug,
        {
          sk: `${title.sk} – význam pojmu`,
          cs: `${title.cs} – význam pojmu`,
          de: `${tr(title, 'de')} – Begriffserklärung`,
        },
        body,
      ),
    };
  });
  const faq: FaqQuestion[] = FAQ.map(([group, q, a], i) => ({
    _id: `faq-${i + 1}`,
    title: tr(q, locale),
    content:
      i === 5
        ? doc(
            p(tr(a, locale)),
            p(text(tr({ sk: 'Formulár na reklamáciu', cs: 'Formulář pro reklamaci' }, locale), link('/reklamacia'))),
          )
        : i === 3
          ? doc(p(tr(a, locale)), ul(li('Visa / Mastercard'), li('Apple Pay / Google Pay')))
          : docOf(tr(a, locale)),
    group: tr(group, locale),
    weight: 100 - i,
  }));
  const infomails: Infomail[] = INFOMAILS.map(([title, body], i) => {
    const slug = slugsOf(title);
    return {
      _id: `infomail-${i + 1}`,
      title: tr(title, locale),
      slug: tr(slug, locale),
      date_published: daysFrom(anchor, -(i * 45 + 7)),
      perex: tr(body, locale),
      content: doc(
        p(tr(body, locale)),
        p(text(tr({ sk: 'Pozrite si novinky', cs: 'Podívejte se na novinky' }, locale), link('/novinky'))),
      ),
      page_meta: pageMeta(locale, slug, title, body),
    };
  });
  return { terms, faq, infomails };
}
