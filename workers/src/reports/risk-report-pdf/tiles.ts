// The overview: the four risk tiles, two by two, each with its level badge, value, trend and detail.
import type { Dashboard } from '@tradehub/contract';
import type { ServerTranslator } from '../../i18n/server-i18n.js';
import { formatMoney, formatPercent, formatTileTrend, formatTileValue } from '../format.js';
import { TILE_KEYS } from '../report-content.js';
import { COLOURS, contentWidth, LEVEL_COLOURS, MARGIN, sectionHeading, type Pen } from './pen.js';

function tileDetail(
  tr: ServerTranslator,
  dashboard: Dashboard,
  key: (typeof TILE_KEYS)[number],
): string | null {
  const base = dashboard.baseCurrency;
  if (key === 'fxRiskExposure') {
    const amount = formatMoney(dashboard.tiles.fxRiskExposure.valueAtRisk95Minor, base, tr);
    return tr.t('report.valueAtRisk', { amount });
  }
  if (key === 'cashflowRisk') {
    const tile = dashboard.tiles.cashflowRisk;
    return tr.t('report.cashflowDetail', {
      settled: formatMoney(tile.settledMinor, base, tr),
      pending: formatMoney(tile.pendingMinor, base, tr),
      failed: formatPercent(tile.failedShare * 100, tr),
    });
  }
  return null;
}

export function writeTiles(pen: Pen, dashboard: Dashboard) {
  const { doc, tr, fonts } = pen;
  sectionHeading(pen, tr.t('report.sections.overview'), 190);
  const gap = 12;
  const width = (contentWidth(doc) - gap) / 2;
  const height = 88;
  const top = doc.y;
  TILE_KEYS.forEach((key, index) => {
    const tile = dashboard.tiles[key];
    const name = tr.t(`report.tiles.${key}`);
    const x = MARGIN.left + (index % 2) * (width + gap);
    const y = top + Math.floor(index / 2) * (height + gap);
    doc.roundedRect(x, y, width, height, 6).lineWidth(0.75).fillAndStroke(COLOURS.tileFill, COLOURS.rule);
    doc
      .font(fonts.bold)
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text(name.toLocaleUpperCase(tr.locale), x + 12, y + 10, {
        width: width - 100,
        lineBreak: false,
      });
    // The level as a coloured badge in the top right corner.
    const badge = tr.t('report.levelBadge', { level: tr.t(`report.levels.${tile.level}`) });
    doc.font(fonts.bold).fontSize(8);
    const badgeWidth = doc.widthOfString(badge) + 14;
    doc.roundedRect(x + width - badgeWidth - 10, y + 8, badgeWidth, 15, 7.5).fill(LEVEL_COLOURS[tile.level]);
    doc.fillColor('#ffffff').text(badge, x + width - badgeWidth - 10, y + 12, {
      width: badgeWidth,
      align: 'center',
      lineBreak: false,
    });
    doc
      .font(fonts.bold)
      .fontSize(20)
      .fillColor(COLOURS.text)
      .text(formatTileValue(tile, tile.value, dashboard.baseCurrency, tr), x + 12, y + 28, {
        width: width - 24,
        lineBreak: false,
      });
    doc
      .font(fonts.regular)
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(formatTileTrend(tile, dashboard.baseCurrency, tr), x + 12, y + 54, {
        width: width - 24,
        lineBreak: false,
      });
    const detail = tileDetail(tr, dashboard, key);
    if (detail) doc.text(detail, x + 12, y + 68, { width: width - 24, lineBreak: false });
  });
  doc.x = MARGIN.left;
  doc.y = top + 2 * height + gap;
}
