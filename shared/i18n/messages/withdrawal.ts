import { defineMessages } from '../define-messages';

/**
 * The withdrawal function (pages/withdrawal): the label the law asks for ("withdraw from contract
 * here", Directive 2023/2673), the steps, the 14-day period and the hygienic goods exception.
 */
const sk = {
  /** The function's label wherever it is linked (footer, orders, thank-you page). */
  link: 'Odstúpiť od zmluvy',
  title: 'Odstúpenie od zmluvy',
  intro:
    'Od zmluvy uzavretej cez náš obchod môžete odstúpiť bez udania dôvodu do 14 dní odo dňa, keď ste tovar prevzali. Odstúpiť môžete od celej objednávky alebo len od vybraných položiek.',
  guest: {
    title: 'Nájdite svoju objednávku',
    text: 'Zadajte číslo objednávky a e-mail, ktorý ste pri nej uviedli.',
    code: 'Číslo objednávky',
    email: 'E-mail',
    submit: 'Nájsť objednávku',
    notFound: 'Objednávku s týmto číslom a e-mailom sme nenašli. Skontrolujte, prosím, oboje.',
  },
  own: {
    title: 'Vaše objednávky',
    order: 'Objednávka {{code}} zo dňa {{date}}',
    none: 'Vo vašom účte zatiaľ nie je žiadna objednávka.',
  },
  order: 'Objednávka {{code}}',
  period: {
    open: 'Lehota na odstúpenie plynie do {{date}} vrátane.',
    notStarted: 'Lehota 14 dní začne plynúť dňom, keď tovar prevezmete. Odstúpiť môžete už teraz.',
    ended:
      'Lehota na odstúpenie od zmluvy pri tejto objednávke uplynula {{date}}. Ak má tovar vadu, môžete ho reklamovať.',
    complaint: 'Ako reklamovať tovar',
    cancelled: 'Táto objednávka je zrušená, nie je od čoho odstúpiť.',
  },
  choose: {
    title: 'Od čoho odstupujete',
    hint: 'Zrušte označenie položiek, ktoré si ponecháte.',
    pieces: '{{amount}} ks',
    next: 'Pokračovať',
    nothing: 'Vyberte aspoň jednu položku.',
  },
  hygienic: {
    badge: 'Hygienický tovar',
    warning:
      'Tovar uzavretý v ochrannom obale, ktorý nie je vhodné vrátiť z hygienických dôvodov alebo z dôvodu ochrany zdravia, nemožno vrátiť, ak bol obal po dodaní porušený (zákon č. 108/2024 Z. z. o ochrane spotrebiteľa). Nerozbalený tovar tohto druhu vrátiť môžete.',
  },
  confirm: {
    title: 'Skontrolujte a potvrďte',
    lines: 'Odstupujete od týchto položiek:',
    reason: 'Dôvod (nepovinné)',
    reasonHint: 'Dôvod uvádzať nemusíte. Pomôže nám však zlepšiť obchod.',
    submit: 'Potvrdiť odstúpenie',
    change: 'Zmeniť výber',
  },
  done: {
    title: 'Odstúpenie od zmluvy sme prijali',
    at: 'Prijaté {{dateTime}}',
    lines: 'Položky',
    reason: 'Dôvod',
    mail: 'Toto potvrdenie sme vám poslali aj e-mailom.',
    next: 'Tovar nám pošlite späť do 14 dní. Peniaze vrátime do 14 dní od doručenia odstúpenia, nie však skôr, ako tovar dostaneme späť.',
    print: 'Vytlačiť potvrdenie',
  },
  status: 'Odstúpenie od zmluvy prijaté {{dateTime}}',
  problems: {
    ended: 'Lehota na odstúpenie od zmluvy pri tejto objednávke už uplynula.',
    invalid: 'Výber položiek sa nepodarilo spracovať. Vyberte ich, prosím, znova.',
    limited: 'Príliš veľa pokusov. Skúste to, prosím, o chvíľu znova.',
    hidden: 'Objednávku najprv vyhľadajte číslom a e-mailom.',
  },
};

export const withdrawal = defineMessages(sk, {
  cs: {
    link: 'Odstoupit od smlouvy',
    title: 'Odstoupení od smlouvy',
    intro:
      'Od smlouvy uzavřené přes náš obchod můžete odstoupit bez udání důvodu do 14 dnů ode dne, kdy jste zboží převzali. Odstoupit můžete od celé objednávky nebo jen od vybraných položek.',
    guest: {
      title: 'Najděte svou objednávku',
      text: 'Zadejte číslo objednávky a e-mail, který jste u ní uvedli.',
      code: 'Číslo objednávky',
      email: 'E-mail',
      submit: 'Najít objednávku',
      notFound: 'Objednávku s tímto číslem a e-mailem jsme nenašli. Zkontrolujte prosím obojí.',
    },
    own: {
      title: 'Vaše objednávky',
      order: 'Objednávka {{code}} ze dne {{date}}',
      none: 'Ve vašem účtu zatím není žádná objednávka.',
    },
    order: 'Objednávka {{code}}',
    period: {
      open: 'Lhůta pro odstoupení běží do {{date}} včetně.',
      notStarted: 'Lhůta 14 dnů začne běžet dnem, kdy zboží převezmete. Odstoupit můžete už teď.',
      ended:
        'Lhůta pro odstoupení od smlouvy u této objednávky uplynula {{date}}. Má-li zboží vadu, můžete ho reklamovat.',
      complaint: 'Jak reklamovat zboží',
      cancelled: 'Tato objednávka je zrušená, není od čeho odstoupit.',
    },
    choose: {
      title: 'Od čeho odstupujete',
      hint: 'Zrušte označení položek, které si ponecháte.',
      pieces: '{{amount}} ks',
      next: 'Pokračovat',
      nothing: 'Vyberte alespoň jednu položku.',
    },
    hygienic: {
      badge: 'Hygienické zboží',
      warning:
        'Zboží v uzavřeném obalu, které jste z obalu vyňali a které z hygienických důvodů není možné vrátit, vrátit nelze (§ 1837 písm. g) občanského zákoníku). Zboží v neporušeném obalu vrátit můžete.',
    },
    confirm: {
      title: 'Zkontrolujte a potvrďte',
      lines: 'Odstupujete od těchto položek:',
      reason: 'Důvod (nepovinné)',
      reasonHint: 'Důvod uvádět nemusíte. Pomůže nám ale obchod zlepšit.',
      submit: 'Potvrdit odstoupení',
      change: 'Změnit výběr',
    },
    done: {
      title: 'Odstoupení od smlouvy jsme přijali',
      at: 'Přijato {{dateTime}}',
      lines: 'Položky',
      reason: 'Důvod',
      mail: 'Toto potvrzení jsme vám poslali i e-mailem.',
      next: 'Zboží nám pošlete zpět do 14 dnů. Peníze vrátíme do 14 dnů od doručení odstoupení, ne však dříve, než zboží dostaneme zpět.',
      print: 'Vytisknout potvrzení',
    },
    status: 'Odstoupení od smlouvy přijato {{dateTime}}',
    problems: {
      ended: 'Lhůta pro odstoupení od smlouvy u této objednávky už uplynula.',
      invalid: 'Výběr položek se nepodařilo zpracovat. Vyberte je prosím znovu.',
      limited: 'Příliš mnoho pokusů. Zkuste to prosím za chvíli znovu.',
      hidden: 'Objednávku nejprve vyhledejte číslem a e-mailem.',
    },
  },
  de: {
    link: 'Vom Vertrag zurücktreten',
    title: 'Vom Vertrag zurücktreten',
    intro:
      'Sie können einen über unseren Shop geschlossenen Vertrag binnen 14 Tagen ab dem Tag, an dem Sie die Ware erhalten haben, ohne Angabe von Gründen widerrufen: die ganze Bestellung oder nur einzelne Positionen.',
    guest: {
      title: 'Ihre Bestellung finden',
      text: 'Geben Sie die Bestellnummer und die E-Mail-Adresse der Bestellung ein.',
      code: 'Bestellnummer',
      email: 'E-Mail',
      submit: 'Bestellung finden',
      notFound:
        'Eine Bestellung mit dieser Nummer und dieser E-Mail-Adresse haben wir nicht gefunden. Bitte prüfen Sie beides.',
    },
    own: {
      title: 'Ihre Bestellungen',
      order: 'Bestellung {{code}} vom {{date}}',
      none: 'In Ihrem Konto gibt es noch keine Bestellung.',
    },
    order: 'Bestellung {{code}}',
    period: {
      open: 'Die Widerrufsfrist läuft bis einschließlich {{date}}.',
      notStarted: 'Die Frist von 14 Tagen beginnt mit dem Erhalt der Ware. Sie können schon jetzt widerrufen.',
      ended:
        'Die Widerrufsfrist für diese Bestellung ist am {{date}} abgelaufen. Ist die Ware mangelhaft, können Sie sie reklamieren.',
      complaint: 'So reklamieren Sie Ware',
      cancelled: 'Diese Bestellung ist storniert; es gibt nichts zu widerrufen.',
    },
    choose: {
      title: 'Was Sie widerrufen',
      hint: 'Entfernen Sie das Häkchen bei Positionen, die Sie behalten.',
      pieces: '{{amount}} Stk.',
      next: 'Weiter',
      nothing: 'Wählen Sie mindestens eine Position.',
    },
    hygienic: {
      badge: 'Hygieneartikel',
      warning:
        'Versiegelte Ware, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet ist, kann nicht zurückgegeben werden, wenn ihre Versiegelung nach der Lieferung entfernt wurde (Art. 16 Buchst. e der Richtlinie 2011/83/EU). Versiegelte Ware dieser Art können Sie zurückgeben.',
    },
    confirm: {
      title: 'Prüfen und bestätigen',
      lines: 'Sie widerrufen diese Positionen:',
      reason: 'Grund (freiwillig)',
      reasonHint: 'Einen Grund müssen Sie nicht angeben. Er hilft uns aber, besser zu werden.',
      submit: 'Widerruf bestätigen',
      change: 'Auswahl ändern',
    },
    done: {
      title: 'Wir haben Ihren Widerruf erhalten',
      at: 'Eingegangen am {{dateTime}}',
      lines: 'Positionen',
      reason: 'Grund',
      mail: 'Diese Bestätigung haben wir Ihnen auch per E-Mail geschickt.',
      next: 'Bitte senden Sie die Ware binnen 14 Tagen zurück. Wir erstatten den Betrag binnen 14 Tagen nach Eingang des Widerrufs, jedoch nicht, bevor die Ware bei uns eingegangen ist.',
      print: 'Bestätigung drucken',
    },
    status: 'Widerruf eingegangen am {{dateTime}}',
    problems: {
      ended: 'Die Widerrufsfrist für diese Bestellung ist bereits abgelaufen.',
      invalid: 'Die Auswahl der Positionen konnte nicht verarbeitet werden. Bitte wählen Sie sie erneut.',
      limited: 'Zu viele Versuche. Bitte versuchen Sie es gleich noch einmal.',
      hidden: 'Bitte suchen Sie die Bestellung zuerst mit Nummer und E-Mail-Adresse.',
    },
  },
});
