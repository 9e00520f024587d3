// Building an Intl formatter is far slower than using one, and tables and live rates (repainted up to ten
// times a second) format the same shapes again and again: each formatter is built once per locale and
// options, here, for every module that formats.

function cached<Options, Format>(build: (locale: string, options: Options) => Format) {
  const formats = new Map<string, Format>();
  return (locale: string, options: Options): Format => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = build(locale, options);
      formats.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const dateFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const relativeTimeFormat = cached(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);
