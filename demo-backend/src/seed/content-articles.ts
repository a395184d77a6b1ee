/**
 * Blog content: authors, article categories (two master categories), tags, 30 articles and the
 * article-list configuration. Articles 27-29 are dated in the future: the CMS returns them, the
 * storefront must hide them from lists (spec 4). Article 5 carries every rich-text node and mark,
 * article 6 the hostile samples.
 */
import type {
  Article,
  ArticleCategory,
  ArticleListConfiguration,
  Author,
  Tag,
} from '../../../shared/contracts/content';
import type { Locale } from '../../../shared/i18n/locales';
import { pageMeta } from './content-page-meta';
import { fnv1a32 } from '../../../shared/fnv1a-hash';
import { daysFrom, pick, pickSome, seededRandom, slugify, slugsOf, tr, type L10n } from './content-random';
import { doc, h, hostileNodes, li, p, quote, richTextShowcase, text, bold, ul } from './content-rich-text';

interface AuthorSeed {
  id: string;
  name: string;
  hasPage: boolean;
  perex: L10n;
}
const AUTHORS: AuthorSeed[] = [
  {
    id: 'author-1',
    name: 'Mgr. Lucia Horváthová',
    hasPage: true,
    perex: {
      sk: 'Psychologička, venuje sa partnerským vzťahom a komunikácii.',
      cs: 'Psycholožka, věnuje se partnerským vztahům a komunikaci.',
      de: 'Psychologin mit Schwerpunkt Paarbeziehung und Kommunikation.',
    },
  },
  {
    id: 'author-2',
    name: 'MUDr. Petra Novotná',
    hasPage: true,
    perex: {
      sk: 'Gynekologička, píše o intímnom zdraví a hygiene.',
      cs: 'Gynekoložka, píše o intimním zdraví a hygieně.',
    },
  },
  {
    id: 'author-3',
    name: 'Tomáš Král',
    hasPage: true,
    perex: { sk: 'Masér a lektor relaxačných techník.', cs: 'Masér a lektor relaxačních technik.' },
  },
  { id: 'author-4', name: 'Redakcia', hasPage: false, perex: { sk: 'Tím nášho obchodu.', cs: 'Tým našeho obchodu.' } },
];

interface CategorySeed {
  id: string;
  title: L10n;
  slug: L10n;
  master: 'advice' | 'guide';
  weight: number;
  perex: L10n;
}
const MASTERS = {
  advice: { _id: 'master-advice', title: { sk: 'Poradňa', cs: 'Poradna' }, slug: { sk: 'poradna', cs: 'poradna' } },
  guide: {
    _id: 'master-guide',
    title: { sk: 'Nákupný radca', cs: 'Nákupní rádce' },
    slug: { sk: 'nakupny-radca', cs: 'nakupni-radce' },
  },
} as const;
const CATEGORIES: CategorySeed[] = [
  {
    id: 'acat-1',
    master: 'advice',
    weight: 50,
    title: { sk: 'Vzťahy', cs: 'Vztahy', de: 'Beziehungen' },
    slug: { sk: 'vztahy', cs: 'vztahy', de: 'beziehungen' },
    perex: { sk: 'Komunikácia, blízkosť a spoločný čas.', cs: 'Komunikace, blízkost a společný čas.' },
  },
  {
    id: 'acat-2',
    master: 'advice',
    weight: 40,
    title: { sk: 'Zdravie a starostlivosť', cs: 'Zdraví a péče' },
    slug: { sk: 'zdravie-a-starostlivost', cs: 'zdravi-a-pece' },
    perex: { sk: 'Intímna hygiena, prevencia a pohoda.', cs: 'Intimní hygiena, prevence a pohoda.' },
  },
  {
    id: 'acat-3',
    master: 'advice',
    weight: 30,
    title: { sk: 'Wellness a relax', cs: 'Wellness a relax' },
    slug: { sk: 'wellness-a-relax', cs: 'wellness-a-relax' },
    perex: { sk: 'Masáže, kúpele a oddych.', cs: 'Masáže, koupele a odpočinek.' },
  },
  {
    id: 'acat-4',
    master: 'guide',
    weight: 20,
    title: { sk: 'Ako vybrať', cs: 'Jak vybrat' },
    slug: { sk: 'ako-vybrat', cs: 'jak-vybrat' },
    perex: { sk: 'Praktické rady pred nákupom.', cs: 'Praktické rady před nákupem.' },
  },
  {
    id: 'acat-5',
    master: 'guide',
    weight: 10,
    title: { sk: 'Údržba a čistenie', cs: 'Údržba a čištění' },
    slug: { sk: 'udrzba-a-cistenie', cs: 'udrzba-a-cisteni' },
    perex: { sk: 'Ako sa starať o pomôcky, aby vydržali.', cs: 'Jak pečovat o pomůcky, aby vydržely.' },
  },
];

const TAGS: { id: string; title: L10n }[] = [
  { id: 'tag-1', title: { sk: 'Komunikácia', cs: 'Komunikace', de: 'Kommunikation' } },
  { id: 'tag-2', title: { sk: 'Masáž', cs: 'Masáž', de: 'Massage' } },
  { id: 'tag-3', title: { sk: 'Hygiena', cs: 'Hygiena', de: 'Hygiene' } },
  { id: 'tag-4', title: { sk: 'Lubrikanty', cs: 'Lubrikanty' } },
  { id: 'tag-5', title: { sk: 'Darčeky', cs: 'Dárky' } },
  { id: 'tag-6', title: { sk: 'Bielizeň', cs: 'Prádlo' } },
  { id: 'tag-7', title: { sk: 'Pre začiatočníkov', cs: 'Pro začátečníky' } },
  { id: 'tag-8', title: { sk: 'Relax', cs: 'Relax' } },
];

/** [sk title, cs title, category index, optional de title] */
const TITLES: [string, string, number, string?][] = [
  ['Ako hovoriť o svojich túžbach', 'Jak mluvit o svých touhách', 0, 'Wie man über Wünsche spricht'],
  ['Päť rituálov pre spoločný večer', 'Pět rituálů pro společný večer', 0],
  ['Dôvera vo vzťahu krok za krokom', 'Důvěra ve vztahu krok za krokem', 0],
  ['Vzťah na diaľku: ako zostať blízko', 'Vztah na dálku: jak zůstat blízko', 0],
  ['Ukážka formátovania obsahu', 'Ukázka formátování obsahu', 0],
  ['Bezpečnosť obsahu: testovací článok', 'Bezpečnost obsahu: testovací článek', 1],
  ['Intímna hygiena bez stresu', 'Intimní hygiena bez stresu', 1, 'Intimhygiene ohne Stress'],
  ['Cvičenie panvového dna pre každý deň', 'Cvičení pánevního dna pro každý den', 1],
  ['Prevencia a pravidelné prehliadky', 'Prevence a pravidelné prohlídky', 1],
  ['Spánok, stres a chuť na blízkosť', 'Spánek, stres a chuť na blízkost', 1],
  ['Masáž chrbta pre začiatočníkov', 'Masáž zad pro začátečníky', 2, 'Rückenmassage für Anfänger'],
  ['Aromaterapia doma: ktoré vône upokojujú', 'Aromaterapie doma: které vůně uklidňují', 2],
  ['Kúpeľ pre dvoch ako malý wellness', 'Koupel pro dva jako malý wellness', 2],
  ['Masážne sviečky: ako ich používať', 'Masážní svíčky: jak je používat', 2],
  ['Dýchanie, ktoré pomáha uvoľniť sa', 'Dýchání, které pomáhá uvolnit se', 2],
  ['Ako vybrať lubrikačný gél', 'Jak vybrat lubrikační gel', 3, 'Wie man ein Gleitgel auswählt'],
  ['Masážny olej alebo krém?', 'Masážní olej, nebo krém?', 3],
  ['Bielizeň, v ktorej sa cítite dobre', 'Prádlo, ve kterém se cítíte dobře', 3],
  ['Darček pre partnera: tipy podľa povahy', 'Dárek pro partnera: tipy podle povahy', 3],
  ['Materiály pomôcok: silikón, sklo, oceľ', 'Materiály pomůcek: silikon, sklo, ocel', 3],
  ['Cestovné balenie: čo si vziať na dovolenku', 'Cestovní balení: co si vzít na dovolenou', 3],
  ['Ako vybrať správnu veľkosť bielizne', 'Jak vybrat správnou velikost prádla', 3],
  ['Čistenie a skladovanie pomôcok', 'Čištění a skladování pomůcek', 4],
  ['Ako dlho vydrží otvorený gél', 'Jak dlouho vydrží otevřený gel', 4],
  ['Starostlivosť o čipkovanú bielizeň', 'Péče o krajkové prádlo', 4],
  ['Nabíjanie a batérie: praktické rady', 'Nabíjení a baterie: praktické rady', 4],
  ['Dezinfekcia bez agresívnej chémie', 'Dezinfekce bez agresivní chemie', 4],
  ['Pripravujeme: jarná kolekcia', 'Připravujeme: jarní kolekce', 3],
  ['Pripravujeme: nové vône do kúpeľa', 'Připravujeme: nové vůně do koupele', 2],
  ['Pripravujeme: rozhovor s odborníčkou', 'Připravujeme: rozhovor s odbornicí', 0],
];

const PARAGRAPHS: L10n[] = [
  {
    sk: 'Najdôležitejšie je neponáhľať sa a dať si priestor. Pohoda vzniká tam, kde sa obaja cítia bezpečne a vypočutí.',
    cs: 'Nejdůležitější je nespěchat a dát si prostor. Pohoda vzniká tam, kde se oba cítí bezpečně a vyslechnutí.',
  },
  {
    sk: 'Vyberajte výrobky s prehľadným zložením a bez zbytočných parfumov. Citlivá pokožka vám poďakuje.',
    cs: 'Vybírejte výrobky s přehledným složením a bez zbytečných parfémů. Citlivá pokožka vám poděkuje.',
  },
  {
    sk: 'Pravidelnosť je viac ako intenzita. Aj desať minút denne dokáže zmeniť, ako sa cítite vo svojom tele.',
    cs: 'Pravidelnost je víc než intenzita. I deset minut denně dokáže změnit, jak se cítíte ve svém těle.',
  },
  {
    sk: 'Ak si nie ste istí, opýtajte sa nás. V predajniach v Bratislave aj v Košiciach vám radi poradíme diskrétne a bez zbytočných otázok.',
    cs: 'Pokud si nejste jistí, zeptejte se nás. V prodejnách v Praze i v Brně vám rádi poradíme diskrétně a bez zbytečných otázek.',
    // German is read on both sites: no city of one of them.
    de: 'Wenn Sie unsicher sind, fragen Sie uns. In unseren Filialen beraten wir Sie gern, diskret und ohne unnötige Fragen.',
  },
  {
    sk: 'Teplo, tlmené svetlo a príjemná vôňa vytvoria atmosféru, v ktorej sa ľahšie oddychuje.',
    cs: 'Teplo, tlumené světlo a příjemná vůně vytvoří atmosféru, ve které se snáz odpočívá.',
  },
  {
    sk: 'Po každom použití výrobok umyte vlažnou vodou a jemným mydlom, nechajte vyschnúť a uložte do textilného vrecka.',
    cs: 'Po každém použití výrobek umyjte vlažnou vodou a jemným mýdlem, nechte oschnout a uložte do textilního sáčku.',
  },
  {
    sk: 'Otvorený rozhovor nie je jednorazová udalosť. Je to zvyk, ktorý vzťah posilňuje deň po dni.',
    cs: 'Otevřený rozhovor není jednorázová událost. Je to zvyk, který vztah posiluje den po dni.',
  },
  {
    sk: 'Gély na vodnej báze sú univerzálne a ľahko sa zmývajú; silikónové vydržia dlhšie, no nehodia sa k silikónovým pomôckam.',
    cs: 'Gely na vodní bázi jsou univerzální a snadno se smývají; silikonové vydrží déle, ale nehodí se k silikonovým pomůckám.',
  },
];
const DE_PARAGRAPHS = [
  'Das Wichtigste ist, sich Zeit zu lassen. Wohlbefinden entsteht dort, wo sich beide sicher fühlen.',
  'Wählen Sie Produkte mit klarer Zusammensetzung und ohne unnötige Duftstoffe.',
];

/** An excerpt that starts with the article's title: "Title. Lead…" (a title ending in ?/! keeps it). */
function excerpt(title: string, lead: string): string {
  return /[.?!]$/.test(title) ? `${title} ${lead}` : `${title}. ${lead}`;
}

export interface ArticlesSeed {
  authors: Author[];
  articleCategories: ArticleCategory[];
  tags: Tag[];
  articles: Article[];
  listConfiguration: ArticleListConfiguration;
}

export function buildArticles(locale: Locale, anchor: number): ArticlesSeed {
  const authors: Author[] = AUTHORS.map((a, i) => ({
    _id: a.id,
    title: a.name,
    slug: slugify(a.name.replace(/^(Mgr\.|MUDr\.)\s*/, '')),
    perex: tr(a.perex, locale),
    author_has_page: a.hasPage,
    image: { path: `authors/${a.id}.jpg`, alt: a.name, title: null },
    content: a.hasPage ? doc(p(tr(a.perex, locale)), p(tr(PARAGRAPHS[i % PARAGRAPHS.length] as L10n, locale))) : null,
  }));
  const articleCategories: ArticleCategory[] = CATEGORIES.map((c) => {
    const m = MASTERS[c.master];
    const slug = slugsOf(c.title, c.slug);
    return {
      _id: c.id,
      title: tr(c.title, locale),
      menu_title: tr(c.title, locale),
      slug: tr(slug, locale),
      weight: c.weight,
      perex: tr(c.perex, locale),
      image: { path: `article-categories/${c.id}.jpg`, alt: tr(c.title, locale), title: null },
      master_category: { _id: m._id, title: tr(m.title, locale), slug: tr(m.slug, locale) },
      site_enabled: ['sk', 'cz'],
      page_meta: pageMeta(locale, slug, c.title, c.perex),
    };
  });
  const tags: Tag[] = TAGS.map((t) => {
    const slug = slugsOf(t.title);
    return {
      _id: t.id,
      title: tr(t.title, locale),
      slug: tr(slug, locale),
      page_meta: pageMeta(locale, slug, {
        sk: `${t.title.sk} – články`,
        cs: `${t.title.cs} – články`,
        de: `${tr(t.title, 'de')} – Artikel`,
      }),
    };
  });

  const articles: Article[] = TITLES.map(([sk, cs, catIndex, de], i) => {
    const rnd = seededRandom(fnv1a32(`article-${i}`));
    const title: L10n = de ? { sk, cs, de } : { sk, cs };
    const slug = slugsOf(title);
    const paras = pickSome(rnd, PARAGRAPHS, 3);
    const lead = paras[0] as L10n;
    // The article's own excerpt (its meta description too): its title before the shared lead
    // paragraph, so no two articles describe themselves alike.
    const perex: L10n = {
      sk: excerpt(sk, lead.sk),
      cs: excerpt(cs, lead.cs),
      de: excerpt(tr(title, 'de'), de ? (DE_PARAGRAPHS[0] as string) : tr(lead, 'de')),
    };
    const isFuture = i >= 27;
    // Spread publication over the last ~2 years, newest first by index; the last three lie ahead.
    const published = isFuture ? daysFrom(anchor, 10 + (i - 27) * 15) : daysFrom(anchor, -(i * 23 + 3));
    const body =
      i === 4
        ? richTextShowcase(tr(title, locale))
        : i === 5
          ? doc(p(tr(lead, locale)), ...hostileNodes())
          : doc(
              p(text(tr(lead, locale), bold)),
              h(2, locale === 'de' ? 'Worauf es ankommt' : locale === 'cs' ? 'Na čem záleží' : 'Na čom záleží'),
              ...paras.slice(1).map((x) => p(locale === 'de' && de ? pick(rnd, DE_PARAGRAPHS) : tr(x, locale))),
              ul(
                li(tr({ sk: 'Dajte si čas.', cs: 'Dejte si čas.' }, locale)),
                li(tr({ sk: 'Počúvajte svoje telo.', cs: 'Poslouchejte své tělo.' }, locale)),
              ),
              quote(p(tr(PARAGRAPHS[(i + 3) % PARAGRAPHS.length] as L10n, locale))),
            );
    const category = articleCategories[catIndex] ?? null;
    const author = authors[i % authors.length] ?? null;
    return {
      _id: `article-${i + 1}`,
      date_published: published,
      created: daysFrom(anchor, -(i * 23 + 10)),
      title: tr(title, locale),
      short_title: i % 3 === 0 ? (tr(title, locale).split(':')[0] ?? null) : null,
      perex: tr(perex, locale),
      content: body,
      image: { path: `articles/article-${i + 1}.jpg`, alt: tr(title, locale), title: null },
      page_meta: pageMeta(locale, slug, title, perex, {
        shareImage: `articles/article-${i + 1}-share.jpg`,
        // The first article names SEO keywords (SPEC 3 page_meta seo_keywords); the rest have none.
        keywords:
          i === 0
            ? tr(
                {
                  sk: 'komunikácia, vzťahy & dôvera, túžby',
                  cs: 'komunikace, vztahy & důvěra, touhy',
                  de: 'Kommunikation, Beziehung & Vertrauen, Wünsche',
                },
                locale,
              )
            : null,
      }),
      author,
      article_category: category,
      tag: pickSome(rnd, tags, 1 + (i % 3)),
      site_enabled: i % 10 === 9 ? ['sk'] : ['sk', 'cz'],
    };
  });

  return {
    authors,
    articleCategories,
    tags,
    articles,
    listConfiguration: {
      _id: 'article-list-configuration',
      title: tr({ sk: 'Nákupný radca', cs: 'Nákupní rádce', de: 'Ratgeber' }, locale),
      perex: tr(
        {
          sk: 'Rady a inšpirácia pre pohodu a vzťahy.',
          cs: 'Rady a inspirace pro pohodu a vztahy.',
          de: 'Tipps und Inspiration für Wohlbefinden.',
        },
        locale,
      ),
      description: doc(p(tr(PARAGRAPHS[0] as L10n, locale))),
      image: { path: 'article-list/header.jpg', alt: null, title: null },
      page_meta: pageMeta(
        locale,
        { sk: 'nakupny-radca', cs: 'nakupni-radce', de: 'ratgeber' },
        { sk: 'Nákupný radca', cs: 'Nákupní rádce', de: 'Ratgeber' },
      ),
    },
  };
}
