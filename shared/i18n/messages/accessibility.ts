import { defineMessages } from '../define-messages';

/**
 * The accessibility statement (pages/accessibility): the European Accessibility Act (Directive (EU)
 * 2019/882) as the Slovak Act 351/2022 and the Czech Act 424/2023 take it over. The law and the
 * authority follow the site (`sk`, `cz`), the language follows the reader; the contact is the shop's.
 */
const sk = {
  /** The page's title and its label in every footer. */
  title: 'Vyhlásenie o prístupnosti',
  intro:
    'Chceme, aby náš e-shop mohol používať každý, aj ľudia so zdravotným postihnutím, s čítačkou obrazovky, len klávesnicou alebo so zväčšeným písmom. Toto vyhlásenie sa vzťahuje na celý e-shop {{host}}.',
  law: {
    sk: 'Vyhlásenie zverejňujeme podľa zákona č. 351/2022 Z. z. o prístupnosti výrobkov a služieb pre osoby so zdravotným postihnutím, ktorým Slovensko prebralo európsky akt o prístupnosti (smernica (EÚ) 2019/882).',
    cz: 'Vyhlásenie zverejňujeme podľa českého zákona č. 424/2023 Sb. o požiadavkách na prístupnosť niektorých výrobkov a služieb, ktorým Česko prebralo európsky akt o prístupnosti (smernica (EÚ) 2019/882).',
  },
  standard: {
    title: 'Norma a stav súladu',
    text: 'E-shop má spĺňať harmonizovanú normu EN 301 549, pre webové stránky teda úroveň AA pravidiel WCAG 2.1 (Web Content Accessibility Guidelines). E-shop je s nimi čiastočne v súlade: výnimky uvádzame nižšie v časti Známe obmedzenia.',
  },
  testing: {
    title: 'Ako prístupnosť overujeme',
    axe: 'Pri každej zmene e-shopu automatické testy skontrolujú nástrojom axe podľa pravidiel WCAG 2.1 A a AA každý druh stránky na šírke mobilu (390 px) aj počítača (1280 px): úvodnú stránku, kategóriu s otvorenými filtrami, produkt, vyhľadávanie s otvoreným našepkávačom, košík, každý krok objednávky aj s chybovými hláseniami, potvrdenie objednávky, stav objednávky, prihlásenie, registráciu, stránky zákazníckeho účtu, stránku „nenašli sme“ a toto vyhlásenie.',
    controls:
      'Na tých istých stránkach testy overia, že žiadne tlačidlo, odkaz ani pole nezakrýva iný prvok a že sa klávesnicou nedá prejsť na prvok, ktorý nie je vidieť.',
    keyboard:
      'Nákup od kategórie po odoslanú objednávku test prejde len klávesnicou (Tab, Shift+Tab, Enter, medzerník a šípky): zameraný prvok musí byť vždy viditeľne označený, žiadna časť stránky nesmie zameranie zadržať a dialógy ho po zatvorení vrátia tam, odkiaľ sa otvorili.',
    zoom: 'Hlavné stránky test zobrazí pri zväčšení na 200 % na obrazovke širokej 1280 px: obsah sa prispôsobí bez vodorovného posúvania.',
  },
  limits: {
    title: 'Známe obmedzenia',
    intro: 'Tieto časti e-shopu prístupné nie sú alebo to zaručiť nevieme:',
    videos:
      'Videá v kategóriách sú prehrávané zo služby YouTube. Titulky majú len tie, ku ktorým ich autor videa pripravil, a žiadne video nemá zvukový opis.',
    documents:
      'Návody k výrobkom sú dokumenty výrobcov (väčšinou PDF). Nemusia byť prístupné; ak potrebujete návod v inej podobe, napíšte nám.',
    editorial:
      'Články, bannery a obrázky z redakčného systému pripravujú redaktori. Obrázok bez alternatívneho textu čítačka obrazovky preskočí a text vložený do obrázka neprečíta.',
    thirdParty:
      'Platobná brána a mapy výdajných miest patria iným poskytovateľom. Ich prístupnosť neovplyvníme; platbu aj výber výdajného miesta však zvládnete aj bez nich (platba prevodom, výber miesta zo zoznamu).',
    people:
      'Automatické testy nenájdu všetky prekážky a e-shop sme zatiaľ nedali vyskúšať ľuďom, ktorí čítačku obrazovky používajú každý deň.',
  },
  feedback: {
    title: 'Napíšte nám',
    text: 'Ak vám niečo v e-shope prekáža, alebo potrebujete informácie v inej podobe, dajte nám vedieť, na ktorej stránke a čo sa stalo. Prekážku odstránime alebo vám informácie poskytneme iným spôsobom.',
    email: 'E-mail:',
    phone: 'Telefón:',
    address: 'Adresa:',
    form: 'Kontaktný formulár',
  },
  authority: {
    title: 'Dohľad a sťažnosti',
    text: 'Ak s našou odpoveďou nie ste spokojní, alebo vám neodpovieme, môžete sa obrátiť na orgán dohľadu:',
    sk: {
      name: 'Slovenská obchodná inšpekcia',
      address: 'Bajkalská 21/A, 827 99 Bratislava',
      web: 'https://www.soi.sk',
    },
    cz: {
      name: 'Česká obchodní inspekce',
      address: 'Gorazdova 1969/24, 120 00 Praha 2',
      web: 'https://www.coi.cz',
    },
  },
  prepared:
    'Vyhlásenie sme vypracovali 2. decembra 2026 a aktualizujeme ho pri každej zmene e-shopu, ktorá ovplyvňuje prístupnosť.',
};

export const accessibility = defineMessages(sk, {
  cs: {
    title: 'Prohlášení o přístupnosti',
    intro:
      'Chceme, aby náš e-shop mohl používat každý, i lidé se zdravotním postižením, se čtečkou obrazovky, jen s klávesnicí nebo se zvětšeným písmem. Toto prohlášení se vztahuje na celý e-shop {{host}}.',
    law: {
      sk: 'Prohlášení zveřejňujeme podle slovenského zákona č. 351/2022 Z. z. o přístupnosti výrobků a služeb pro osoby se zdravotním postižením, kterým Slovensko převzalo evropský akt o přístupnosti (směrnice (EU) 2019/882).',
      cz: 'Prohlášení zveřejňujeme podle zákona č. 424/2023 Sb., o požadavcích na přístupnost některých výrobků a služeb, kterým Česko převzalo evropský akt o přístupnosti (směrnice (EU) 2019/882).',
    },
    standard: {
      title: 'Norma a stav souladu',
      text: 'E-shop má splňovat harmonizovanou normu EN 301 549, pro webové stránky tedy úroveň AA pravidel WCAG 2.1 (Web Content Accessibility Guidelines). E-shop je s nimi částečně v souladu: výjimky uvádíme níže v části Známá omezení.',
    },
    testing: {
      title: 'Jak přístupnost ověřujeme',
      axe: 'Při každé změně e-shopu automatické testy zkontrolují nástrojem axe podle pravidel WCAG 2.1 A a AA každý druh stránky na šířce mobilu (390 px) i počítače (1280 px): úvodní stránku, kategorii s otevřenými filtry, produkt, vyhledávání s otevřeným našeptávačem, košík, každý krok objednávky i s chybovými hlášeními, potvrzení objednávky, stav objednávky, přihlášení, registraci, stránky zákaznického účtu, stránku „nenašli jsme“ a toto prohlášení.',
      controls:
        'Na týchž stránkách testy ověří, že žádné tlačítko, odkaz ani pole nezakrývá jiný prvek a že se klávesnicí nedá přejít na prvek, který není vidět.',
      keyboard:
        'Nákup od kategorie po odeslanou objednávku test projde jen klávesnicí (Tab, Shift+Tab, Enter, mezerník a šipky): prvek, na kterém je zaměření, musí být vždy viditelně označen, žádná část stránky nesmí zaměření zadržet a dialogy ho po zavření vrátí tam, odkud se otevřely.',
      zoom: 'Hlavní stránky test zobrazí při zvětšení na 200 % na obrazovce široké 1280 px: obsah se přizpůsobí bez vodorovného posouvání.',
    },
    limits: {
      title: 'Známá omezení',
      intro: 'Tyto části e-shopu přístupné nejsou nebo to zaručit neumíme:',
      videos:
        'Videa v kategoriích se přehrávají ze služby YouTube. Titulky mají jen ta, ke kterým je autor videa připravil, a žádné video nemá zvukový popis.',
      documents:
        'Návody k výrobkům jsou dokumenty výrobců (většinou PDF). Nemusí být přístupné; pokud potřebujete návod v jiné podobě, napište nám.',
      editorial:
        'Články, bannery a obrázky z redakčního systému připravují redaktoři. Obrázek bez alternativního textu čtečka obrazovky přeskočí a text vložený do obrázku nepřečte.',
      thirdParty:
        'Platební brána a mapy výdejních míst patří jiným poskytovatelům. Jejich přístupnost neovlivníme; platbu i výběr výdejního místa však zvládnete i bez nich (platba převodem, výběr místa ze seznamu).',
      people:
        'Automatické testy nenajdou všechny překážky a e-shop jsme zatím nedali vyzkoušet lidem, kteří čtečku obrazovky používají každý den.',
    },
    feedback: {
      title: 'Napište nám',
      text: 'Pokud vám něco v e-shopu překáží nebo potřebujete informace v jiné podobě, dejte nám vědět, na které stránce a co se stalo. Překážku odstraníme, nebo vám informace poskytneme jiným způsobem.',
      email: 'E-mail:',
      phone: 'Telefon:',
      address: 'Adresa:',
      form: 'Kontaktní formulář',
    },
    authority: {
      title: 'Dozor a stížnosti',
      text: 'Pokud s naší odpovědí nejste spokojeni nebo vám neodpovíme, můžete se obrátit na orgán dozoru:',
      sk: {
        name: 'Slovenská obchodní inspekce (Slovenská obchodná inšpekcia)',
        address: 'Bajkalská 21/A, 827 99 Bratislava',
        web: 'https://www.soi.sk',
      },
      cz: {
        name: 'Česká obchodní inspekce',
        address: 'Gorazdova 1969/24, 120 00 Praha 2',
        web: 'https://www.coi.cz',
      },
    },
    prepared:
      'Prohlášení jsme vypracovali 2. prosince 2026 a aktualizujeme ho při každé změně e-shopu, která ovlivňuje přístupnost.',
  },
  de: {
    title: 'Erklärung zur Barrierefreiheit',
    intro:
      'Unser Shop soll für alle nutzbar sein, auch für Menschen mit Behinderungen, mit Screenreader, nur mit der Tastatur oder mit vergrößerter Schrift. Diese Erklärung gilt für den gesamten Shop {{host}}.',
    law: {
      sk: 'Wir veröffentlichen diese Erklärung nach dem slowakischen Gesetz Nr. 351/2022 Z. z. über die Barrierefreiheit von Produkten und Dienstleistungen für Menschen mit Behinderungen, mit dem die Slowakei den European Accessibility Act (Richtlinie (EU) 2019/882) umgesetzt hat.',
      cz: 'Wir veröffentlichen diese Erklärung nach dem tschechischen Gesetz Nr. 424/2023 Sb. über die Barrierefreiheitsanforderungen an bestimmte Produkte und Dienstleistungen, mit dem Tschechien den European Accessibility Act (Richtlinie (EU) 2019/882) umgesetzt hat.',
    },
    standard: {
      title: 'Norm und Stand der Vereinbarkeit',
      text: 'Der Shop soll die harmonisierte Norm EN 301 549 erfüllen, für Websites also die Stufe AA der WCAG 2.1 (Web Content Accessibility Guidelines). Der Shop ist mit diesen Anforderungen teilweise vereinbar: Die Ausnahmen nennen wir unten unter „Bekannte Einschränkungen“.',
    },
    testing: {
      title: 'Wie wir die Barrierefreiheit prüfen',
      axe: 'Bei jeder Änderung des Shops prüfen automatische Tests mit dem Werkzeug axe nach den Regeln der WCAG 2.1 A und AA jede Art von Seite in der Breite eines Smartphones (390 px) und eines Computers (1280 px): die Startseite, eine Kategorie mit geöffneten Filtern, ein Produkt, die Suche mit geöffneten Vorschlägen, den Warenkorb, jeden Schritt der Bestellung auch mit Fehlermeldungen, die Bestellbestätigung, den Bestellstatus, die Anmeldung, die Registrierung, die Seiten des Kundenkontos, die Seite „nicht gefunden“ und diese Erklärung.',
      controls:
        'Auf denselben Seiten prüfen die Tests, dass keine Schaltfläche, kein Link und kein Feld von einem anderen Element verdeckt wird und dass man mit der Tastatur kein unsichtbares Element erreicht.',
      keyboard:
        'Einen Einkauf von der Kategorie bis zur abgeschickten Bestellung führt ein Test nur mit der Tastatur durch (Tab, Umschalt+Tab, Eingabe, Leertaste und Pfeiltasten): Das fokussierte Element muss immer sichtbar hervorgehoben sein, kein Teil der Seite darf den Fokus festhalten, und Dialoge geben ihn beim Schließen dorthin zurück, von wo sie geöffnet wurden.',
      zoom: 'Die wichtigsten Seiten zeigt ein Test mit 200 % Vergrößerung auf einem 1280 px breiten Bildschirm: Der Inhalt passt sich an, ohne dass man waagerecht scrollen muss.',
    },
    limits: {
      title: 'Bekannte Einschränkungen',
      intro: 'Diese Teile des Shops sind nicht barrierefrei, oder wir können es nicht zusichern:',
      videos:
        'Die Videos in den Kategorien werden von YouTube abgespielt. Untertitel haben nur die Videos, für die ihr Autor sie erstellt hat, und kein Video hat eine Audiodeskription.',
      documents:
        'Die Anleitungen zu den Produkten sind Dokumente der Hersteller (meist PDF). Sie sind möglicherweise nicht barrierefrei; wenn Sie eine Anleitung in anderer Form brauchen, schreiben Sie uns.',
      editorial:
        'Artikel, Banner und Bilder aus dem Redaktionssystem erstellen Redakteure. Ein Bild ohne Alternativtext überspringt der Screenreader, und Text in einem Bild liest er nicht vor.',
      thirdParty:
        'Das Zahlungsportal und die Karten der Abholstellen stammen von anderen Anbietern. Ihre Barrierefreiheit können wir nicht beeinflussen; Zahlung und Wahl der Abholstelle gelingen aber auch ohne sie (Zahlung per Überweisung, Abholstelle aus der Liste).',
      people:
        'Automatische Tests finden nicht alle Barrieren, und Menschen, die täglich einen Screenreader nutzen, haben den Shop noch nicht für uns getestet.',
    },
    feedback: {
      title: 'Schreiben Sie uns',
      text: 'Wenn Sie im Shop auf eine Barriere stoßen oder Informationen in anderer Form brauchen, sagen Sie uns, auf welcher Seite und was passiert ist. Wir beseitigen die Barriere oder stellen Ihnen die Informationen auf anderem Weg bereit.',
      email: 'E-Mail:',
      phone: 'Telefon:',
      address: 'Adresse:',
      form: 'Kontaktformular',
    },
    authority: {
      title: 'Aufsicht und Beschwerden',
      text: 'Wenn Sie mit unserer Antwort nicht zufrieden sind oder wir Ihnen nicht antworten, können Sie sich an die Marktüberwachungsbehörde wenden:',
      sk: {
        name: 'Slowakische Handelsinspektion (Slovenská obchodná inšpekcia)',
        address: 'Bajkalská 21/A, 827 99 Bratislava, Slowakei',
        web: 'https://www.soi.sk',
      },
      cz: {
        name: 'Tschechische Handelsinspektion (Česká obchodní inspekce)',
        address: 'Gorazdova 1969/24, 120 00 Praha 2, Tschechien',
        web: 'https://www.coi.cz',
      },
    },
    prepared:
      'Wir haben diese Erklärung am 2. Dezember 2026 erstellt und aktualisieren sie bei jeder Änderung des Shops, die die Barrierefreiheit betrifft.',
  },
});
