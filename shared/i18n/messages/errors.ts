import { defineMessages } from '../define-messages';

/** Error pages and notifications (SPEC 2 "Error pages", SPEC 8). */
const sk = {
  notFound: {
    title: 'Táto stránka sa nenašla',
    text: 'Stránka, ktorú hľadáte, neexistuje alebo bola presunutá. Skúste vyhľadávanie alebo pokračujte na úvodnú stránku.',
    code: '404',
  },
  serverError: {
    title: 'Niečo sa pokazilo',
    text: 'Na našej strane nastala chyba. Skúste stránku načítať znova o chvíľu.',
    code: '500',
  },
  forbidden: {
    title: 'Sem nemáte prístup',
    text: 'Na zobrazenie tejto stránky nemáte oprávnenie. Skúste sa prihlásiť iným účtom.',
    code: '403',
  },
  fallback: {
    title: 'Stránku sa nepodarilo zobraziť',
    text: 'Ospravedlňujeme sa, niečo sa pokazilo.',
    homeLink: 'Prejsť na úvodnú stránku',
  },
  generic: {
    title: 'Niečo sa pokazilo',
    text: 'Ak sa chyba opakuje, kontaktujte prosím našu zákaznícku podporu.',
    fieldTitle: '{{field}} – {{title}}',
  },
  network: 'Nepodarilo sa spojiť so serverom. Skontrolujte pripojenie a skúste to znova.',
  timeout: 'Server neodpovedá dosť rýchlo. Skúste to prosím znova.',
  loginFirst: 'Najprv sa prosím prihláste.',
  sessionExpired: 'Vaše prihlásenie vypršalo. Prihláste sa prosím znova.',
  restrictedGroup: 'S týmto účtom sa v tomto obchode nemôžete prihlásiť.',
  shoppingDisabled: 'Nákup je momentálne pozastavený.',
  unknownMiddleware: 'Neznámy krok navigácie {{name}}',
  tooManyRequests: 'Príliš veľa pokusov za krátky čas. Skúste to prosím znova o {{seconds}} s.',
  callbackRefused: 'Adresa na návrat z e-mailu musí viesť na tento obchod.',
  loginAsUser: {
    missingToken: 'Chýba prihlasovací token.',
    failed: 'Prihlásenie za používateľa sa nepodarilo.',
    success: 'Teraz nakupujete ako používateľ {{email}}.',
  },
};

export const errors = defineMessages(sk, {
  cs: {
    notFound: {
      title: 'Tato stránka nebyla nalezena',
      text: 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta. Zkuste vyhledávání nebo pokračujte na úvodní stránku.',
      code: '404',
    },
    serverError: {
      title: 'Něco se pokazilo',
      text: 'Na naší straně nastala chyba. Zkuste stránku načíst znovu za chvíli.',
      code: '500',
    },
    forbidden: {
      title: 'Sem nemáte přístup',
      text: 'K zobrazení této stránky nemáte oprávnění. Zkuste se přihlásit jiným účtem.',
      code: '403',
    },
    fallback: {
      title: 'Stránku se nepodařilo zobrazit',
      text: 'Omlouváme se, něco se pokazilo.',
      homeLink: 'Přejít na úvodní stránku',
    },
    generic: {
      title: 'Něco se pokazilo',
      text: 'Pokud se chyba opakuje, kontaktujte prosím naši zákaznickou podporu.',
      fieldTitle: '{{field}} – {{title}}',
    },
    network: 'Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to znovu.',
    timeout: 'Server neodpovídá dost rychle. Zkuste to prosím znovu.',
    loginFirst: 'Nejprve se prosím přihlaste.',
    sessionExpired: 'Vaše přihlášení vypršelo. Přihlaste se prosím znovu.',
    restrictedGroup: 'S tímto účtem se v tomto obchodě nemůžete přihlásit.',
    shoppingDisabled: 'Nákup je momentálně pozastaven.',
    unknownMiddleware: 'Neznámý krok navigace {{name}}',
    tooManyRequests: 'Příliš mnoho pokusů za krátkou dobu. Zkuste to prosím znovu za {{seconds}} s.',
    callbackRefused: 'Adresa pro návrat z e-mailu musí vést na tento obchod.',
    loginAsUser: {
      missingToken: 'Chybí přihlašovací token.',
      failed: 'Přihlášení za uživatele se nepodařilo.',
      success: 'Nyní nakupujete jako uživatel {{email}}.',
    },
  },
  de: {
    notFound: {
      title: 'Diese Seite wurde nicht gefunden',
      text: 'Die gesuchte Seite existiert nicht oder wurde verschoben. Nutzen Sie die Suche oder gehen Sie zur Startseite.',
      code: '404',
    },
    serverError: {
      title: 'Etwas ist schiefgelaufen',
      text: 'Bei uns ist ein Fehler aufgetreten. Bitte laden Sie die Seite in einem Moment neu.',
      code: '500',
    },
    forbidden: {
      title: 'Kein Zugriff',
      text: 'Sie sind nicht berechtigt, diese Seite anzuzeigen. Melden Sie sich ggf. mit einem anderen Konto an.',
      code: '403',
    },
    fallback: {
      title: 'Die Seite konnte nicht angezeigt werden',
      text: 'Entschuldigung, etwas ist schiefgelaufen.',
      homeLink: 'Zur Startseite',
    },
    generic: {
      title: 'Etwas ist schiefgelaufen',
      text: 'Wenn der Fehler wieder auftritt, wenden Sie sich bitte an unseren Kundenservice.',
      fieldTitle: '{{field}} – {{title}}',
    },
    network: 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    timeout: 'Der Server antwortet nicht rechtzeitig. Bitte versuchen Sie es erneut.',
    loginFirst: 'Bitte melden Sie sich zuerst an.',
    sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    restrictedGroup: 'Mit diesem Konto können Sie sich in diesem Shop nicht anmelden.',
    shoppingDisabled: 'Der Einkauf ist derzeit nicht möglich.',
    unknownMiddleware: 'Unbekannter Navigationsschritt {{name}}',
    tooManyRequests: 'Zu viele Versuche in kurzer Zeit. Bitte versuchen Sie es in {{seconds}} s erneut.',
    callbackRefused: 'Die Rücksprungadresse aus der E-Mail muss auf diesen Shop zeigen.',
    loginAsUser: {
      missingToken: 'Das Anmelde-Token fehlt.',
      failed: 'Die Anmeldung als Benutzer ist fehlgeschlagen.',
      success: 'Sie sind als {{email}} angemeldet.',
    },
  },
});
