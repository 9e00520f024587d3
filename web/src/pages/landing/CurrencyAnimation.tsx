import { memo } from 'react';

const symbols = ['$', '€', '£', '¥'] as const;
/** The spec's count of floating currency symbols (section 9). */
export const floatingSymbolCount = 24;

interface FloatingSymbol {
  symbol: (typeof symbols)[number];
  left: number;
  top: number;
  size: number;
  delay: number;
  duration: number;
}

// Spread deterministically (no randomness): the same picture on every render and in every test.
const floating: readonly FloatingSymbol[] = Array.from({ length: floatingSymbolCount }, (_, i) => ({
  symbol: symbols[i % symbols.length] ?? '$',
  left: (i * 41 + 7) % 96,
  top: (i * 29 + 11) % 88,
  size: 1.1 + (i % 5) * 0.35,
  delay: -((i * 1.7) % 14),
  duration: 14 + ((i * 5) % 9),
}));

/**
 * The hero's 24 floating currency symbols. Purely decorative (hidden from assistive technology);
 * with prefers-reduced-motion they stay still (see landing.css).
 */
export const CurrencyAnimation = memo(function CurrencyAnimation() {
  return (
    <div className="th-currency-field" aria-hidden="true">
      {floating.map(({ symbol, left, top, size, delay, duration }, index) => (
        <span
          key={index}
          className="th-currency-symbol"
          style={{
            left: `${left}%`,
            top: `${top}%`,
            fontSize: `${size}rem`,
            animationDelay: `${delay}s`,
            animationDuration: `${duration}s`,
          }}
        >
          {symbol}
        </span>
      ))}
    </div>
  );
});
