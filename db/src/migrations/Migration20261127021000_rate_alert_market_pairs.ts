import { Migration } from '@mikro-orm/migrations';

/**
 * Rate alerts move to the market pair every screen now shows (issue 24 item 13, gateway/contract/src/fx-pairs.ts):
 * an alert on EUR, GBP, AUD or NZD was set against "USD/EUR" and the like, and is now on EUR/USD, whose rate
 * is the inverse. So that each alert keeps meaning what its owner typed, its rates are inverted and above and
 * below swap: "USD/EUR above 0.9300" becomes "EUR/USD below 1.0752688172" (1 ÷ 0.93, to the column's 10
 * decimals). A percentage-move alert keeps its percentage, now measured on the pair as shown. The currencies
 * are written out: they are the rule as it stands when this runs, and a migration never changes.
 */
export class Migration20261127021000_rate_alert_market_pairs extends Migration {
  override async up(): Promise<void> {
    // A rate of these currencies against USD lies near 1: an alert at 0.0001 or below could never fire, and
    // its inverse would overflow the column (or divide by zero). Such rows, which only hostile requests
    // made, are removed rather than converted.
    this.addSql(
      `delete from "rate_alert" where "base" = 'USD' and "quote" in ('EUR', 'GBP', 'AUD', 'NZD') and (("kind" <> 'change' and "threshold" <= 0.0001) or "reference_rate" <= 0.0001 or "fired_rate" <= 0.0001);`,
    );
    // One statement: every right-hand side reads the row as it was.
    this.addSql(
      `update "rate_alert" set
         "base" = "quote",
         "quote" = 'USD',
         "kind" = case "kind" when 'above' then 'below' when 'below' then 'above' else "kind" end,
         "threshold" = case when "kind" = 'change' then "threshold" else round(1 / "threshold", 10) end,
         "reference_rate" = round(1 / "reference_rate", 10),
         "fired_rate" = round(1 / "fired_rate", 10)
       where "base" = 'USD' and "quote" in ('EUR', 'GBP', 'AUD', 'NZD');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update "rate_alert" set
         "quote" = "base",
         "base" = 'USD',
         "kind" = case "kind" when 'above' then 'below' when 'below' then 'above' else "kind" end,
         "threshold" = case when "kind" = 'change' then "threshold" else round(1 / "threshold", 10) end,
         "reference_rate" = round(1 / "reference_rate", 10),
         "fired_rate" = round(1 / "fired_rate", 10)
       where "quote" = 'USD' and "base" in ('EUR', 'GBP', 'AUD', 'NZD');`,
    );
  }
}
