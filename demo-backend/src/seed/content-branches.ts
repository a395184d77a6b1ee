/**
 * The four shops (spec: Bratislava, Košice, Praha, Brno). store_id equals the store API's branch id
 * (StoreBranch.id) of the same shop; Bratislava is the primary branch; Košice has a planned closure.
 */
import type { Branch, OpeningHours } from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import { pageMeta } from './content-page-meta';
import { daysFrom, slugify, tr, type L10n } from './content-random';
import { doc, p, text, bold } from './content-rich-text';

const DAYS: L10n[] = [
  { sk: 'Pondelok', cs: 'Pondělí', de: 'Montag' },
  { sk: 'Utorok', cs: 'Úterý', de: 'Dienstag' },
  { sk: 'Streda', cs: 'Středa', de: 'Mittwoch' },
  { sk: 'Štvrtok', cs: 'Čtvrtek', de: 'Donnerstag' },
  { sk: 'Piatok', cs: 'Pátek', de: 'Freitag' },
  { sk: 'Sobota', cs: 'Sobota', de: 'Samstag' },
  { sk: 'Nedeľa', cs: 'Neděle', de: 'Sonntag' },
];

const SHOPS = [
  {
    id: 1,
    storeId: 1,
    city: 'Bratislava',
    region: 'Bratislavský kraj',
    address: 'Obchodná 12, 811 06 Bratislava',
    lat: 48.1486,
    lng: 17.1077,
    primary: true,
    country: 'sk',
  },
  {
    id: 2,
    storeId: 2,
    city: 'Košice',
    region: 'Košický kraj',
    address: 'Hlavná 45, 040 01 Košice',
    lat: 48.7164,
    lng: 21.2611,
    primary: false,
    country: 'sk',
  },
  {
    id: 3,
    storeId: 3,
    city: 'Praha',
    region: 'Hlavní město Praha',
    address: 'Vodičkova 20, 110 00 Praha 1',
    lat: 50.0812,
    lng: 14.4253,
    primary: false,
    country: 'cz',
  },
  {
    id: 4,
    storeId: 4,
    city: 'Brno',
    region: 'Jihomoravský kraj',
    address: 'Masarykova 8, 602 00 Brno',
    lat: 49.1925,
    lng: 16.6103,
    primary: false,
    country: 'cz',
  },
] as const;

const FIRST = ['Jana', 'Martina', 'Peter', 'Eva', 'Lukáš', 'Zuzana', 'Klára', 'Ondřej'];
const LAST = ['Kováčová', 'Horáková', 'Dvořák', 'Malá', 'Svoboda', 'Tóthová', 'Veselá', 'Beneš'];

export function buildBranches(locale: Locale, anchor: number): Branch[] {
  return SHOPS.map((s, i) => {
    const title: L10n = { sk: `Predajňa ${s.city}`, cs: `Prodejna ${s.city}`, de: `Filiale ${s.city}` };
    const slug = { sk: slugify(s.city), cs: slugify(s.city), de: slugify(s.city) };
    const hours: OpeningHours[] = DAYS.map((d, day) => ({
      day: day + 1,
      day_title: tr(d, locale),
      open: day < 5 ? '09:00' : day === 5 ? '09:00' : null,
      close: day < 5 ? '19:00' : day === 5 ? '13:00' : null,
      note: day === 6 ? tr({ sk: 'Zatvorené', cs: 'Zavřeno', de: 'Geschlossen' }, locale) : null,
    }));
    return {
      _id: `branch-${s.id}`,
      id: s.id,
      store_id: s.storeId,
      title: tr(title, locale),
      slug: tr(slug, locale),
      description: doc(
        p(
          text(tr(title, locale), bold),
          tr(
            {
              sk: ' – diskrétna predajňa s osobným poradenstvom a výdajným miestom e-shopu.',
              cs: ' – diskrétní prodejna s osobním poradenstvím a výdejním místem e-shopu.',
              de: ' – diskreter Laden mit persönlicher Beratung.',
            },
            locale,
          ),
        ),
      ),
      address: s.address,
      city: s.city,
      country_code: s.country.toUpperCase(),
      phone: s.country === 'sk' ? `+421 2 555 0${s.id}0 00` : `+420 222 55${s.id} 000`,
      opening_hours: hours,
      gps_latitude: s.lat,
      gps_longitude: s.lng,
      google_map_link: `https://www.google.com/maps/search/?api=1&query=${s.lat},${s.lng}`,
      branch_closed_from: s.id === 2 ? daysFrom(anchor, 14) : null,
      branch_closed_to: s.id === 2 ? daysFrom(anchor, 16) : null,
      branch_map_description: tr({ sk: 'Vchod z pasáže, 2. poschodie.', cs: 'Vchod z pasáže, 2. patro.' }, locale),
      branch_map_iframe: `https://www.openstreetmap.org/export/embed.html?bbox=${s.lng - 0.01},${s.lat - 0.005},${s.lng + 0.01},${s.lat + 0.005}&layer=mapnik`,
      branch_360_iframe: s.primary ? 'https://www.example.com/360/bratislava' : null,
      images: [0, 1, 2].map((n) => ({ path: `branches/${slug.sk}-${n}.jpg`, alt: `${s.city} ${n + 1}`, title: null })),
      main_image: { path: `branches/${slug.sk}-main.jpg`, alt: tr(title, locale), title: null },
      car_accessibility: tr({ sk: 'Parkovanie v podzemnej garáži OC.', cs: 'Parkování v podzemní garáži OC.' }, locale),
      public_transportation_accessibility: tr(
        { sk: 'Zastávka MHD 2 minúty pešo.', cs: 'Zastávka MHD 2 minuty pěšky.' },
        locale,
      ),
      pay_with_card: true,
      review_link: `https://www.example.com/reviews/${slug.sk}`,
      region: s.region,
      services: [
        tr({ sk: 'Osobný odber', cs: 'Osobní odběr' }, locale),
        tr({ sk: 'Poradenstvo', cs: 'Poradenství' }, locale),
        ...(s.primary ? [tr({ sk: 'Darčekové balenie', cs: 'Dárkové balení' }, locale)] : []),
      ],
      weight: 100 - i * 10,
      branch_is_primary: s.primary,
      employees: [0, 1].map((n) => {
        const k = (i * 2 + n) % FIRST.length;
        return {
          id: `employee-${s.id}-${n + 1}`,
          title: `${FIRST[k]} ${LAST[k]}`,
          position: tr(
            n === 0
              ? { sk: 'Vedúca predajne', cs: 'Vedoucí prodejny', de: 'Filialleitung' }
              : { sk: 'Poradkyňa', cs: 'Poradkyně', de: 'Beraterin' },
            locale,
          ),
          email: `${slug.sk}@example.${s.country}`,
          phone: s.country === 'sk' ? `+421 2 555 0${s.id}${n}0` : `+420 222 55${s.id} ${n}00`,
          photo: { path: `employees/${s.id}-${n + 1}.jpg`, alt: null, title: null },
        };
      }),
      page_meta: pageMeta(locale, slug, title),
      lastModified: daysFrom(anchor, -(i + 1) * 9),
    };
  });
}
