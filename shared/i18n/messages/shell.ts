import { defineMessages } from '../define-messages';

/** The document shell and the home page's own texts (skip link, claim, home meta). */
const sk = {
  skipToContent: 'Preskočiť na obsah',
  claim: 'Diskrétne balenie · Doprava zdarma nad {{freeShippingAt}}',
  /** The return period from globals (returnPeriodDays), appended to the claim. */
  claimReturns: {
    zero: 'Vrátenie do {{count}} dní',
    one: 'Vrátenie do {{count}} dňa',
    few: 'Vrátenie do {{count}} dní',
    many: 'Vrátenie do {{count}} dní',
  },
  siteName: 'Intimo',
  sites: 'Naše obchody',
  adultsOnly: 'Obchod je určený len osobám starším ako 18 rokov.',
  home: {
    title: 'Starostlivosť o telo a vzťahy, diskrétne',
    metaTitle: 'Intimo – intímna pohoda, wellness a bielizeň',
    metaDescription:
      'Lubrikačné gély, masážne oleje, bielizeň a wellness. Diskrétne balenie a rýchle doručenie na Slovensku.',
    categories: 'Kategórie',
  },
};

export const shell = defineMessages(sk, {
  cs: {
    skipToContent: 'Přeskočit na obsah',
    claim: 'Diskrétní balení · Doprava zdarma nad {{freeShippingAt}}',
    claimReturns: {
      zero: 'Vrácení do {{count}} dnů',
      one: 'Vrácení do {{count}} dne',
      few: 'Vrácení do {{count}} dnů',
      many: 'Vrácení do {{count}} dnů',
    },
    siteName: 'Intimo',
    sites: 'Naše obchody',
    adultsOnly: 'Obchod je určen pouze osobám starším 18 let.',
    home: {
      title: 'Péče o tělo a vztahy, diskrétně',
      metaTitle: 'Intimo – intimní pohoda, wellness a prádlo',
      metaDescription:
        'Lubrikační gely, masážní oleje, prádlo a wellness. Diskrétní balení a rychlé doručení po celé ČR.',
      categories: 'Kategorie',
    },
  },
  de: {
    skipToContent: 'Zum Inhalt springen',
    claim: 'Diskrete Verpackung · Versandkostenfrei ab {{freeShippingAt}}',
    claimReturns: {
      zero: '{{count}} Tage Rückgabe',
      one: '{{count}} Tag Rückgabe',
      few: '{{count}} Tage Rückgabe',
      many: '{{count}} Tage Rückgabe',
    },
    siteName: 'Intimo',
    sites: 'Unsere Shops',
    adultsOnly: 'Der Shop richtet sich ausschließlich an Personen über 18 Jahre.',
    home: {
      title: 'Pflege für Körper und Beziehung, diskret',
      metaTitle: 'Intimo – Wohlbefinden, Wellness und Dessous',
      metaDescription: 'Gleitgele, Massageöle, Dessous und Wellness. Diskrete Verpackung und schnelle Lieferung.',
      categories: 'Kategorien',
    },
  },
});
