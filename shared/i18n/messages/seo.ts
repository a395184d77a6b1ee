import { defineMessages } from '../define-messages';

/**
 * Meta descriptions for pages whose entity gives none (worker/render/social-meta.ts picks the one
 * of the page key, else `default`). `{{title}}` is the page's own title without the site name.
 */
const sk = {
  description: {
    default: '{{title}} – Intimo: intímna pohoda, wellness a bielizeň. Diskrétne balenie a rýchle doručenie.',
    categories:
      'Všetky kategórie obchodu Intimo: lubrikačné gély, masážne oleje, intímne pomôcky, bielizeň a wellness. Diskrétne balenie.',
    category: '{{title}} v obchode Intimo: prehľadný výber, overené značky, diskrétne balenie a rýchle doručenie.',
    search: 'Vyhľadávanie v obchode Intimo: produkty, kategórie a články z poradne na jednom mieste.',
    brands: 'Značky, ktoré predávame: prehľad výrobcov intímnej kozmetiky, pomôcok a bielizne v obchode Intimo.',
    brand: '{{title}}: všetky produkty značky v obchode Intimo. Diskrétne balenie a rýchle doručenie.',
    glossary: 'Erotický výkladový slovník: pojmy z intímneho života a pomôcok jednoducho a bez tabu vysvetlené.',
    'glossary-term': '{{title}} – vysvetlenie pojmu v erotickom výkladovom slovníku obchodu Intimo.',
    faq: 'Najčastejšie otázky o objednávke, doprave, platbe, diskrétnom balení a vrátení tovaru v obchode Intimo.',
    branches: 'Kamenné predajne Intimo: adresy, otváracie hodiny, služby a mapa. Príďte si vybrať osobne.',
    branch: 'Predajňa {{title}}: adresa, otváracie hodiny, služby a ako sa k nám dostanete.',
    contact: 'Kontakt na zákaznícku podporu Intimo: e-mail, telefón, adresa a kontaktný formulár.',
    authors: 'Autori poradne Intimo: odborníci, ktorí píšu o intímnom zdraví, vzťahoch a výbere pomôcok.',
    author: '{{title}} – autor článkov v poradni obchodu Intimo.',
    'article-list': 'Nákupný radca Intimo: články a rady, ako vybrať pomôcky, kozmetiku a bielizeň.',
    'article-list-detail': '{{title}} – články a rady z nákupného radcu obchodu Intimo.',
    'shopping-guide': 'Poradňa Intimo: odpovede na otázky o intímnom zdraví, vzťahoch a výbere pomôcok.',
    'curated-guide': '{{title}} – sprievodca výberom s odporúčanými produktmi od obchodu Intimo.',
    'size-table': 'Tabuľka veľkostí bielizne a oblečenia Intimo: ako sa správne zmerať a vybrať veľkosť.',
    'return-of-goods': 'Vrátenie tovaru v obchode Intimo: lehota, podmienky a postup krok za krokom.',
    complaint: 'Reklamácia tovaru v obchode Intimo: ako postupovať, lehoty a formulár.',
    'all-about-purchase':
      'Všetko o nákupe v obchode Intimo: doprava, platba, diskrétne balenie, vrátenie a reklamácie.',
    'all-about-purchase-detail': '{{title}} – všetko o nákupe v obchode Intimo.',
    promotions: '{{title}}: zľavnené produkty v obchode Intimo, kým trvá akcia.',
    infomail: '{{title}} – newsletter obchodu Intimo s tipmi, novinkami a akciami.',
    register: 'Registrácia v obchode Intimo: prehľad objednávok, obľúbené produkty a rýchlejší nákup.',
  },
};

export const seo = defineMessages(sk, {
  cs: {
    description: {
      default: '{{title}} – Intimo: intimní pohoda, wellness a prádlo. Diskrétní balení a rychlé doručení.',
      categories:
        'Všechny kategorie obchodu Intimo: lubrikační gely, masážní oleje, intimní pomůcky, prádlo a wellness. Diskrétní balení.',
      category: '{{title}} v obchodě Intimo: přehledný výběr, ověřené značky, diskrétní balení a rychlé doručení.',
      search: 'Vyhledávání v obchodě Intimo: produkty, kategorie a články z poradny na jednom místě.',
      brands: 'Značky, které prodáváme: přehled výrobců intimní kosmetiky, pomůcek a prádla v obchodě Intimo.',
      brand: '{{title}}: všechny produkty značky v obchodě Intimo. Diskrétní balení a rychlé doručení.',
      glossary: 'Erotický výkladový slovník: pojmy z intimního života a pomůcek jednoduše a bez tabu vysvětlené.',
      'glossary-term': '{{title}} – vysvětlení pojmu v erotickém výkladovém slovníku obchodu Intimo.',
      faq: 'Nejčastější dotazy k objednávce, dopravě, platbě, diskrétnímu balení a vrácení zboží v obchodě Intimo.',
      branches: 'Kamenné prodejny Intimo: adresy, otevírací doba, služby a mapa. Přijďte si vybrat osobně.',
      branch: 'Prodejna {{title}}: adresa, otevírací doba, služby a jak se k nám dostanete.',
      contact: 'Kontakt na zákaznickou podporu Intimo: e-mail, telefon, adresa a kontaktní formulář.',
      authors: 'Autoři poradny Intimo: odborníci, kteří píší o intimním zdraví, vztazích a výběru pomůcek.',
      author: '{{title}} – autor článků v poradně obchodu Intimo.',
      'article-list': 'Nákupní rádce Intimo: články a rady, jak vybrat pomůcky, kosmetiku a prádlo.',
      'article-list-detail': '{{title}} – články a rady z nákupního rádce obchodu Intimo.',
      'shopping-guide': 'Poradna Intimo: odpovědi na otázky o intimním zdraví, vztazích a výběru pomůcek.',
      'curated-guide': '{{title}} – průvodce výběrem s doporučenými produkty od obchodu Intimo.',
      'size-table': 'Tabulka velikostí prádla a oblečení Intimo: jak se správně změřit a vybrat velikost.',
      'return-of-goods': 'Vrácení zboží v obchodě Intimo: lhůta, podmínky a postup krok za krokem.',
      complaint: 'Reklamace zboží v obchodě Intimo: jak postupovat, lhůty a formulář.',
      'all-about-purchase':
        'Vše o nákupu v obchodě Intimo: doprava, platba, diskrétní balení, vrácení zboží a reklamace.',
      'all-about-purchase-detail': '{{title}} – vše o nákupu v obchodě Intimo.',
      promotions: '{{title}}: zlevněné produkty v obchodě Intimo, dokud trvá akce.',
      infomail: '{{title}} – newsletter obchodu Intimo s tipy, novinkami a akcemi.',
      register: 'Registrace v obchodě Intimo: přehled objednávek, oblíbené produkty a rychlejší nákup.',
    },
  },
  de: {
    description: {
      default: '{{title}} – Intimo: Wohlbefinden, Wellness und Dessous. Diskrete Verpackung und schnelle Lieferung.',
      categories:
        'Alle Kategorien bei Intimo: Gleitgele, Massageöle, Liebesspielzeug, Dessous und Wellness. Diskrete Verpackung.',
      category:
        '{{title}} bei Intimo: übersichtliche Auswahl, bewährte Marken, diskrete Verpackung und schnelle Lieferung.',
      search: 'Suche bei Intimo: Produkte, Kategorien und Ratgeberartikel an einem Ort.',
      brands: 'Unsere Marken: Hersteller von Intimpflege, Liebesspielzeug und Dessous bei Intimo im Überblick.',
      brand: '{{title}}: alle Produkte der Marke bei Intimo. Diskrete Verpackung und schnelle Lieferung.',
      glossary: 'Erotik-Glossar: Begriffe rund um Intimität und Liebesspielzeug einfach und ohne Tabu erklärt.',
      'glossary-term': '{{title}} – Begriffserklärung im Erotik-Glossar von Intimo.',
      faq: 'Häufige Fragen zu Bestellung, Versand, Zahlung, diskreter Verpackung und Rückgabe bei Intimo.',
      branches: 'Intimo-Filialen: Adressen, Öffnungszeiten, Services und Karte. Besuchen Sie uns persönlich.',
      branch: 'Filiale {{title}}: Adresse, Öffnungszeiten, Services und Anfahrt.',
      contact: 'Kontakt zum Kundenservice von Intimo: E-Mail, Telefon, Adresse und Kontaktformular.',
      authors: 'Die Autorinnen und Autoren des Intimo-Ratgebers: Fachleute für Intimgesundheit und Beziehungen.',
      author: '{{title}} – schreibt für den Ratgeber von Intimo.',
      'article-list': 'Intimo-Kaufberater: Artikel und Tipps zur Wahl von Liebesspielzeug, Pflege und Dessous.',
      'article-list-detail': '{{title}} – Artikel und Tipps aus dem Kaufberater von Intimo.',
      'shopping-guide': 'Intimo-Beratung: Antworten auf Fragen zu Intimgesundheit, Beziehungen und der richtigen Wahl.',
      'curated-guide': '{{title}} – Auswahlhilfe mit empfohlenen Produkten von Intimo.',
      'size-table': 'Größentabelle für Dessous und Kleidung bei Intimo: richtig messen und die passende Größe finden.',
      'return-of-goods': 'Rückgabe bei Intimo: Frist, Bedingungen und Ablauf Schritt für Schritt.',
      complaint: 'Reklamation bei Intimo: Ablauf, Fristen und Formular.',
      'all-about-purchase':
        'Alles zum Einkauf bei Intimo: Versand, Zahlung, diskrete Verpackung, Rückgabe und Reklamation.',
      'all-about-purchase-detail': '{{title}} – alles zum Einkauf bei Intimo.',
      promotions: '{{title}}: reduzierte Produkte bei Intimo, solange die Aktion läuft.',
      infomail: '{{title}} – der Newsletter von Intimo mit Tipps, Neuheiten und Aktionen.',
      register: 'Registrierung bei Intimo: Bestellübersicht, Favoriten und schnellerer Einkauf.',
    },
  },
});
