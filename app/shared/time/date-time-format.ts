/**
 * An `Intl.DateTimeFormat`, made once per locale and options and kept. Making one costs far more than using it (the
 * server's profile under load had day and year formatting at a twentieth of every signed-in page's time), and the
 * pages format dates on every request, with a few fixed combinations.
 */
const made = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}
