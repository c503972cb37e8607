/**
 * Shapes of the catalogue and content seed records.
 *
 * Records reference each other by stable string keys (slugs), never by numeric ids:
 * the seed runner assigns ids on insert and resolves the slugs. Money is always an
 * integer number of US cents. Media paths are site-relative ("/media/...") and the API
 * turns them into absolute URLs.
 */

/** A path under apps/api/media, served by the API as "/media/<path>". */
export type MediaPath = `/media/${string}`;

/** ISO 8601 instant in UTC, e.g. "2025-03-14T15:00:00Z". */
type IsoDateTime = string;

/** Local wall-clock time "HH:mm" (24-hour). "24:00" marks the end of the day. */
type LocalTime = string;

// ---------------------------------------------------------------- hubs

type HubCountry = "US" | "CA";

type HubCapacity = "low" | "medium" | "high";

/** 0 = Sunday ... 6 = Saturday, in the hub's own time zone. */
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Opening window of one weekday, local time of the hub. A weekday without an entry is closed. */
export interface SeedOpeningHours {
  weekday: Weekday;
  opensAt: LocalTime;
  closesAt: LocalTime;
}

/** The spec's hub feature flags. */
interface SeedHubFeatures {
  dataVerified: boolean;
  closedCircuitTV: boolean;
  insurance: boolean;
  callFee: boolean;
  roundTheClock: boolean;
  afterHours: boolean;
}

export interface SeedHub {
  slug: string;
  name: string;
  /** Street line only, e.g. "2750 S Lena Rd". */
  address: string;
  city: string;
  /** Two-letter state or province code. */
  state: string;
  zipCode: string;
  country: HubCountry;
  latitude: number;
  longitude: number;
  /** IANA zone in which opening hours and slots are computed. */
  timeZone: string;
  openingHours: readonly SeedOpeningHours[];
  /** US cents. */
  minimalCharge: number;
  /** Orders one 3-hour slot can take. */
  slotCapacity: number;
  phone: string;
  features: SeedHubFeatures;
  capacity: HubCapacity;
  /** SeedService slugs the hub offers. */
  serviceSlugs: readonly string[];
  /** SeedEquipment slugs available on site. */
  equipmentSlugs: readonly string[];
  /** Option names of the map filter groups "capabilities", "operations" and "driverAmenities". */
  capabilities: readonly string[];
  operations: readonly string[];
  driverAmenities: readonly string[];
  description: string;
  image: MediaPath;
  hasInstantBook: boolean;
  hasRequestToBook: boolean;
}

// ---------------------------------------------------------------- services and prices

/** Service type ids: Transload 1, CrossDocking 2, Transport 3, Storage 4, Rework 5, Overweight 6. */
type ServiceTypeId = 1 | 2 | 3 | 4 | 5 | 6;

type ServiceUnit = "pallet" | "load" | "pallet-day" | "hour" | "container";

export interface SeedService {
  slug: string;
  name: string;
  type: ServiceTypeId;
  /** One-sentence summary for cards. */
  shortDescription: string;
  description: string;
  /** What one unit of quantity means for the price. */
  unit: ServiceUnit;
  image: MediaPath;
  /** The service preselected when none is chosen; exactly one is default. */
  isDefault: boolean;
  sortOrder: number;
}

/** Pricing tier: Regular 0, Peak 1, Best 2. */
export type PricingTier = 0 | 1 | 2;

export interface SeedHubServicePrice {
  hubSlug: string;
  serviceSlug: string;
  pricingTier: PricingTier;
  /** US cents per unit of the service. */
  price: number;
  /** US cents. */
  firstHourFee: number;
  /** US cents. */
  secondHourFee: number;
  /** US cents. */
  afterHoursFee: number;
}

/** Line types of the spec used by extra services, plus the combined pick-up-and-delivery add-on. */
type ExtraServiceType = "pick-up" | "delivery" | "pickupAndDelivery" | "reStackFix" | "storage" | "fee";

type ExtraServiceUnit = "pallet" | "load" | "mile" | "label" | "day" | "hour";

export interface SeedExtraService {
  slug: string;
  name: string;
  type: ExtraServiceType;
  description: string;
  /** US cents per unit. */
  price: number;
  unit: ExtraServiceUnit;
  sortOrder: number;
}

// ---------------------------------------------------------------- reference lists

export interface SeedTemperatureControl {
  slug: string;
  name: string;
  sortOrder: number;
}

export interface SeedCommodity {
  slug: string;
  name: string;
}

export interface SeedTrailerType {
  slug: string;
  name: string;
}

export interface SeedEquipment {
  slug: string;
  name: string;
  description: string;
}

// ---------------------------------------------------------------- blog

export interface SeedBlogPost {
  /** Post slug; the spec's post id ("url"). */
  url: string;
  /** Publication instant, ISO 8601 UTC. */
  date: IsoDateTime;
  /** Title. */
  name: string;
  /** Short description under the title. */
  subName: string;
  /** HTML limited to the tags the site's sanitizer keeps. */
  body: string;
  author: string;
  authorPhoto: MediaPath;
  authorPhotoAlt: string;
  photo: MediaPath;
  photoAlt: string;
  photoPreview: MediaPath;
  photoPreviewAlt: string;
  /** Tag names. */
  tags: readonly string[];
  /** Computed from the body's word count at 200 words per minute, at least 1. */
  minutesToRead: number;
  /** Comma-separated. */
  metaKeywords: string;
  metaDescription: string;
}

// ---------------------------------------------------------------- landing content

export interface SeedBanner {
  slug: string;
  title: string;
  subTitle: string;
  text: string;
  image: MediaPath;
  buttonText: string;
  /** Where the button leads: a site path ("/services/cross-dock") or an anchor ("#locations"). */
  buttonCommand: string;
  /** Bullet points shown with the banner. */
  optionList: readonly string[];
  sortOrder: number;
}

export interface SeedHero {
  slug: string;
  title: string;
  text: string;
  image: MediaPath;
  button1Text: string;
  button2Text: string;
  sortOrder: number;
}

type ReviewRating = 1 | 2 | 3 | 4 | 5;

export interface SeedReview {
  slug: string;
  rating: ReviewRating;
  title: string;
  quote: string;
  /** Person and company, e.g. "Dana Whitfield, Sierra Produce Co." */
  author: string;
}

/** Vacancy schedule: 0 full-time, 1 part-time, 2 shift work. */
type ScheduleType = 0 | 1 | 2;

export interface SeedVacancy {
  slug: string;
  position: string;
  description: string;
  scheduleType: ScheduleType;
}

// ---------------------------------------------------------------- shop

export interface SeedProductCategory {
  slug: string;
  name: string;
}

/** Shared catalogue entry of a product feature (also listed on its own by /supplies-features). */
export interface SeedProductFeature {
  slug: string;
  name: string;
  description: string;
  image: MediaPath;
}

/** Shared catalogue entry of a product application (where the product is used). */
export interface SeedProductApplication {
  slug: string;
  name: string;
  description: string;
  image: MediaPath;
}

export interface SeedProductFile {
  fileUrl: MediaPath;
  /** Deleted files stay in the record but the gallery skips them. */
  isDeleted: boolean;
}

interface SeedProductColor {
  name: string;
  /** CSS hex colour, e.g. "#1f2937". */
  color: string;
}

export interface SeedProduct {
  slug: string;
  name: string;
  categorySlug: string;
  /** May contain simple HTML (p, ul, li, strong). */
  description: string;
  /** One line on where the product is used. */
  application: string;
  /** US cents. */
  price: number;
  /** US cents; the crossed-out price, null when not discounted. */
  oldPrice: number | null;
  isLimitedTimeOffer: boolean;
  image: MediaPath;
  /** Gallery after the main image, in order. */
  files: readonly SeedProductFile[];
  /** SeedProductFeature slugs. */
  featureSlugs: readonly string[];
  /** SeedProductApplication slugs. */
  applicationSlugs: readonly string[];
  colors: readonly SeedProductColor[];
  isRecommended: boolean;
  /** ISO 8601 UTC; the newest product is the "new arrival" ad pick. */
  createdAt: IsoDateTime;
}

// ---------------------------------------------------------------- referrals

type ReferralLevelName = "Core" | "Velocity" | "Zenith";

export interface SeedReferralLevel {
  slug: string;
  name: ReferralLevelName;
  /** Whole percent. */
  discountPercent: number;
  /** Referred turnover in US cents: minRate inclusive, maxRate exclusive; levels are contiguous. */
  minRate: number;
  maxRate: number;
}

// ---------------------------------------------------------------- map filters

type MapFilterGroupKey =
  "services" | "capabilities" | "equipment" | "operations" | "openingHours" | "driverAmenities";

interface SeedMapCheckboxOption {
  /** Filter key in the map state (boolean when checked). */
  name: string;
  label: string;
  /** Only in the "services" group: core or additional. */
  section?: "core" | "additional";
  /** What the option matches: a SeedService slug ("services"), a SeedEquipment slug ("equipment"). */
  matches?: string;
}

export interface SeedMapCheckboxGroup {
  key: Exclude<MapFilterGroupKey, "openingHours">;
  kind: "checkbox";
  title: string;
  sortOrder: number;
  options: readonly SeedMapCheckboxOption[];
}

interface SeedMapTimeRangeField {
  /** Filter key in the map state ("from" or "to"), text value "HH:mm". */
  name: "from" | "to";
  label: string;
  defaultValue: LocalTime;
}

interface SeedMapTimeRangeGroup {
  key: "openingHours";
  kind: "timeRange";
  title: string;
  sortOrder: number;
  fields: readonly SeedMapTimeRangeField[];
}

export type SeedMapFilterGroup = SeedMapCheckboxGroup | SeedMapTimeRangeGroup;
