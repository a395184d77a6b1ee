/**
 * Menu objects (GET /content/menu-object/{code}). The main menu mirrors the store's category tree from
 * catalog-constants: menu item id = store category id (so menu/FIND_MENU_ITEMS by category ids works),
 * path = `/` + category slug (the catch-all route). Other menus use ids from 9000 up. A fixed page's
 * German menu item links its German path (the storefront's worker/urls/locale-routes.ts, issue 32).
 */
import type { MenuCode, MenuItem, MenuObject } from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import { CATEGORIES } from './catalog-constants';
import { tr, type L10n } from './content-random';

const item = (
  id: number,
  title: string,
  path: string,
  parent: number | null = null,
  children: MenuItem[] = [],
  main = false,
): MenuItem => ({ id, title, main, parent, path, children });

const MENU_TITLES: Record<MenuCode, L10n> = {
  mainMenu: { sk: 'Hlavné menu', cs: 'Hlavní menu', de: 'Hauptmenü' },
  footerShop: { sk: 'Nákup', cs: 'Nákup', de: 'Einkauf' },
  footerAbout: { sk: 'O nás', cs: 'O nás', de: 'Über uns' },
  footerHelp: { sk: 'Pomoc', cs: 'Pomoc', de: 'Hilfe' },
  userMenu: { sk: 'Môj účet', cs: 'Můj účet', de: 'Mein Konto' },
};

/** Highlighted ("main") top categories in the main menu. */
const MAIN_FLAGGED = new Set([10, 20, 40]);

/** Slugs of the CMS pages the footer links (each locale's own). */
export interface FooterPageSlugs {
  terms: string;
  privacy: string;
}

export function buildMenus(locale: Locale, slugs: FooterPageSlugs): Record<MenuCode, MenuObject> {
  const t = (v: L10n) => tr(v, locale);
  const tree = (parentId: number | null): MenuItem[] =>
    CATEGORIES.filter((c) => c.parentId === parentId).map((c) =>
      item(c.id, tr(c.name, locale), `/${tr(c.slug, locale)}`, parentId, tree(c.id), MAIN_FLAGGED.has(c.id)),
    );
  const mainItems = [
    ...tree(null),
    item(9001, t({ sk: 'Značky', cs: 'Značky', de: 'Marken' }), t({ sk: '/znacky', cs: '/znacky', de: '/marken' })),
    item(
      9002,
      t({ sk: 'Poradňa', cs: 'Poradna', de: 'Beratung' }),
      t({ sk: '/poradna', cs: '/poradna', de: '/beratung' }),
      null,
      [
        item(
          9003,
          t({ sk: 'Nákupný radca', cs: 'Nákupní rádce', de: 'Ratgeber' }),
          t({ sk: '/nakupny-radca', cs: '/nakupny-radca', de: '/ratgeber' }),
          9002,
        ),
        item(
          9004,
          t({ sk: 'Slovník pojmov', cs: 'Slovník pojmů', de: 'Glossar' }),
          t({ sk: '/eroticky-vykladovy-slovnik', cs: '/eroticky-vykladovy-slovnik', de: '/erotik-lexikon' }),
          9002,
        ),
      ],
    ),
  ];
  const items: Record<MenuCode, MenuItem[]> = {
    mainMenu: mainItems,
    footerShop: [
      item(9101, t({ sk: 'Všetko o nákupe', cs: 'Vše o nákupu' }), '/vsetko-o-nakupe'),
      item(9102, t({ sk: 'Doprava', cs: 'Doprava' }), '/vsetko-o-nakupe/doprava'),
      item(9103, t({ sk: 'Vrátenie tovaru', cs: 'Vrácení zboží' }), '/vratenie-tovaru'),
      item(9104, t({ sk: 'Reklamácia', cs: 'Reklamace' }), '/reklamacia'),
      // The newsletter archive: every infomail is linked from it.
      item(9105, t({ sk: 'Archív newslettrov', cs: 'Archiv newsletterů', de: 'Newsletter-Archiv' }), '/infomail'),
    ],
    footerAbout: [
      item(
        9201,
        t({ sk: 'Predajne', cs: 'Prodejny', de: 'Filialen' }),
        t({ sk: '/pobocky', cs: '/pobocky', de: '/filialen' }),
      ),
      item(
        9202,
        t({ sk: 'Kontakt', cs: 'Kontakt', de: 'Kontakt' }),
        t({ sk: '/kontakt', cs: '/kontakt', de: '/kontaktformular' }),
      ),
      item(9203, t({ sk: 'Obchodné podmienky', cs: 'Obchodní podmínky', de: 'AGB' }), `/${slugs.terms}`),
      item(9206, t({ sk: 'Ochrana osobných údajov', cs: 'Ochrana osobních údajů' }), `/${slugs.privacy}`),
      item(9204, 'Instagram', 'https://www.instagram.com/'),
      item(
        9205,
        t({ sk: 'Napíšte nám', cs: 'Napište nám' }),
        locale === 'cs' ? 'mailto:info@example.cz' : 'mailto:info@example.sk',
      ),
    ],
    footerHelp: [
      item(
        9301,
        t({ sk: 'Najčastejšie otázky', cs: 'Nejčastější dotazy', de: 'FAQ' }),
        t({ sk: '/najcastejsie-dotazy', cs: '/najcastejsie-dotazy', de: '/haeufige-fragen' }),
      ),
      item(9302, t({ sk: 'Tabuľka veľkostí', cs: 'Tabulka velikostí' }), '/tabulka-velkosti'),
      item(
        9303,
        t({ sk: 'Zavolajte nám', cs: 'Zavolejte nám' }),
        locale === 'cs' ? 'tel:+420222555000' : 'tel:+421255500000',
      ),
    ],
    userMenu: [
      item(9401, t({ sk: 'Prehľad', cs: 'Přehled', de: 'Übersicht' }), '/uzivatel/prehled'),
      item(9402, t({ sk: 'Osobné údaje', cs: 'Osobní údaje', de: 'Persönliche Daten' }), '/uzivatel/osobni-udaje'),
      item(9403, t({ sk: 'Objednávky', cs: 'Objednávky', de: 'Bestellungen' }), '/uzivatel/objednavky'),
      item(9404, t({ sk: 'Zmena hesla', cs: 'Změna hesla', de: 'Passwort ändern' }), '/uzivatel/zmena-hesla'),
      item(9405, t({ sk: 'Obľúbené', cs: 'Oblíbené', de: 'Favoriten' }), '/uzivatel/oblubene'),
      item(
        9406,
        t({ sk: 'Nákupné zoznamy', cs: 'Nákupní seznamy', de: 'Einkaufslisten' }),
        '/uzivatel/nakupne-zoznamy',
      ),
    ],
  };
  const out = {} as Record<MenuCode, MenuObject>;
  for (const code of Object.keys(items) as MenuCode[])
    out[code] = { code, title: t(MENU_TITLES[code]), locale, items: items[code] };
  return out;
}
