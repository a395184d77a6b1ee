/**
 * Which banners a shopper sees (SPEC 4: time-limited banners only while now is strictly between start
 * and end, hidden when either date is missing; SPEC 6: customer_group_enabled limits by group).
 */

export interface TimeLimited {
  time_limited?: boolean | null;
  time_limit_start?: string | null;
  time_limit_end?: string | null;
}

export interface GroupLimited {
  /** Group codes that see it; empty or missing = everyone. */
  customer_group_enabled?: readonly string[] | null;
}

function parseTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Visible now? Only time-limited banners are checked; they need both dates and start < now < end. */
export function isWithinTimeWindow(banner: TimeLimited, now: Date): boolean {
  if (!banner.time_limited) return true;
  const start = parseTime(banner.time_limit_start);
  const end = parseTime(banner.time_limit_end);
  if (start === null || end === null) return false;
  const t = now.getTime();
  return start < t && t < end;
}

/** Visible to these groups? A banner without groups is for everyone; else one shared group is enough. */
export function isForGroups(banner: GroupLimited, groups: readonly string[]): boolean {
  const enabled = banner.customer_group_enabled ?? [];
  if (enabled.length === 0) return true;
  return enabled.some((g) => groups.includes(g));
}

export function visibleBanners<B extends TimeLimited & GroupLimited>(
  banners: readonly B[],
  now: Date,
  groups: readonly string[] = [],
): B[] {
  return banners.filter((b) => isWithinTimeWindow(b, now) && isForGroups(b, groups));
}

/**
 * The next moment after `now` at which one of these banners appears or goes (a time-limited banner's
 * start or end), or null: a copy of the page showing them is good only until then.
 */
export function nextWindowChange(banners: readonly TimeLimited[], now: Date): number | null {
  let next: number | null = null;
  const t = now.getTime();
  for (const banner of banners) {
    if (!banner.time_limited) continue;
    for (const at of [parseTime(banner.time_limit_start), parseTime(banner.time_limit_end)]) {
      if (at !== null && at > t && (next === null || at < next)) next = at;
    }
  }
  return next;
}
