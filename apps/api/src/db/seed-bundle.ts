import { blogPosts } from "../seed-data/blog-posts.js";
import { extraServices } from "../seed-data/extra-services.js";
import { hubs } from "../seed-data/hubs.js";
import { banners, heroes, reviews, vacancies } from "../seed-data/landing.js";
import { mapFilterGroups } from "../seed-data/map-filters.js";
import { hubServicePrices } from "../seed-data/prices.js";
import { productApplications, productCategories, productFeatures, products } from "../seed-data/products.js";
import { commodities, equipment, temperatureControls, trailerTypes } from "../seed-data/reference-lists.js";
import { referralLevels } from "../seed-data/referral-levels.js";
import { services } from "../seed-data/services.js";
import type { SeedData } from "./seed.js";

/** The content engineer's seed modules, gathered into the shape the seed runner inserts. */
export const seedData: SeedData = {
  hubs,
  services,
  hubServicePrices,
  extraServices,
  temperatureControls,
  commodities,
  trailerTypes,
  equipment,
  blogPosts,
  banners,
  heroes,
  reviews,
  vacancies,
  productCategories,
  productFeatures,
  productApplications,
  products,
  referralLevels,
  mapFilterGroups,
};
