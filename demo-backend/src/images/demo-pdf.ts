/**
 * A tiny valid one-page PDF (Helvetica text), for /image/download/*.pdf: product manuals and similar
 * files the storefront links to. Text is reduced to printable ASCII because the standard font has no
 * Slovak diacritics encoding we could rely on.
 */
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1');

export function demoPdf(title: string, lines: string[]): Uint8Array {
  const textOps = [
    `BT /F1 20 Tf 72 760 Td (${ascii(title)}) Tj ET`,
    ...lines.map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${ascii(l)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${textOps.length} >>\nstream\n${textOps}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body); // all ASCII, so string length = byte offsets
}

/**
 * The bytes `/image/download/{path}` answers: a PDF for `*.pdf`, else a short text file. One function,
 * so what the store says of a file (its size, for product manuals) is what the download delivers.
 */
export function demoDownload(path: string): { body: Uint8Array; contentType: string } {
  const name = path.split('/').pop() ?? 'file';
  if (name.toLowerCase().endsWith('.pdf'))
    return {
      body: demoPdf(`Demo: ${name}`, [
        'Toto je ukazkovy dokument demo obchodu.',
        'Tento dokument je vygenerovany automaticky.',
        `Subor: ${path}`,
      ]),
      contentType: 'application/pdf',
    };
  return {
    body: new TextEncoder().encode(`Demo file ${path}\nToto je ukážkový súbor demo obchodu.\n`),
    contentType: 'text/plain; charset=utf-8',
  };
}
