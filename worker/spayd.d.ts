// spayd 3.0.4 ships its types (dist/types) but its package.json "exports" map does not name them, so
// TypeScript's bundler resolution cannot find them: the one function the worker calls, as published.
declare module 'spayd' {
  export interface PaymentDescription {
    acc: string;
    altAcc?: string[];
    am: string;
    cc?: string;
    rf?: number;
    rn?: string;
    dt?: Date;
    pt?: string;
    msg?: string;
    crc32?: string;
    xper?: string;
    xvs?: string;
    xss?: string;
    xks?: string;
    xid?: string;
  }
  export default function spayd(paymentDescription: PaymentDescription): string;
}
