import { encode as encodePayBySquare, PaymentOptions } from 'bysquare/pay';
import encodeQR from 'qr';
import spayd from 'spayd';
import type { BankTransfer } from '../../shared/contracts/store';
import type { PaymentQrView } from '../../shared/order-view';

/**
 * Payment QR codes for bank transfer orders, made in the worker so the encoders never reach the
 * browser: PAY by square (the Slovak Banking Association's standard, every Slovak banking app scans
 * it) on the Slovak site, QR Platba / SPAYD (the Czech Banking Association's) on the Czech site. The
 * page gets the QR symbol as one SVG path: inline, no script, no extra request.
 */
export type PaymentQrStandard = PaymentQrView['standard'];

/** Which standard a site's shoppers' banks read, by the site's home country. */
export function paymentQrStandardFor(homeCountry: string): PaymentQrStandard | null {
  if (homeCountry === 'SK') return 'pay-by-square';
  if (homeCountry === 'CZ') return 'spayd';
  return null;
}

/** The amount as both standards write it: a dot and the currency's two decimals ("1290.50"). */
function amountText(amount: number): string {
  return amount.toFixed(2);
}

/** The text the QR symbol carries for a transfer in the given standard. */
export function paymentQrPayload(standard: PaymentQrStandard, transfer: BankTransfer, message: string): string {
  if (standard === 'spayd') {
    return spayd({
      acc: `${transfer.account.iban}+${transfer.account.bic}`,
      am: amountText(transfer.amount),
      cc: transfer.currencyCode,
      xvs: transfer.variableSymbol,
      // SPAYD values are at most 60 characters (RN) and 60 (MSG); '*' is the field separator.
      rn: transfer.account.holder.replace(/\*/g, ' ').slice(0, 35),
      msg: message.replace(/\*/g, ' ').slice(0, 60),
    });
  }
  return encodePayBySquare({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: Number(amountText(transfer.amount)),
        currencyCode: transfer.currencyCode,
        variableSymbol: transfer.variableSymbol,
        paymentNote: message.slice(0, 140),
        bankAccounts: [{ iban: transfer.account.iban, bic: transfer.account.bic }],
        beneficiary: { name: transfer.account.holder },
      },
    ],
  });
}

/**
 * A QR symbol as one SVG path in module units (quiet zone included in `size`): each dark run of a
 * row is one "M x y h n v 1 h -n z" rectangle, so a 57×57 symbol stays a few kilobytes.
 */
export function qrSvgPath(payload: string): { path: string; size: number } {
  const border = 4;
  const rows = encodeQR(payload, 'raw', { ecc: 'medium', border });
  const parts: string[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { path: parts.join(''), size: rows.length };
}

/** The QR view of a transfer for a site, or null when the site has no local standard. */
export function paymentQr(homeCountry: string, transfer: BankTransfer, message: string): PaymentQrView | null {
  const standard = paymentQrStandardFor(homeCountry);
  if (!standard) return null;
  const payload = paymentQrPayload(standard, transfer, message);
  return { standard, payload, ...qrSvgPath(payload) };
}
