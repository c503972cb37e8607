import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// accounts.ts reads referral levels from here; the reference below is only followed lazily, so the cycle is safe.
import { users } from "./accounts.js";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Slug the post is addressed by (the spec's post id). */
    url: text().notNull(),
    name: text().notNull(),
    subName: text().notNull().default(""),
    body: text().notNull(),
    author: text().notNull(),
    authorPhoto: text().notNull(),
    authorPhotoAlt: text().notNull().default(""),
    photo: text().notNull(),
    photoAlt: text().notNull().default(""),
    photoPreview: text().notNull(),
    photoPreviewAlt: text().notNull().default(""),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    minutesToRead: integer().notNull().default(1),
    metaKeywords: text().notNull().default(""),
    metaDescription: text().notNull().default(""),
    /** A draft is false; a published post shows once publishedAt has come (a later time schedules it). */
    isPublished: boolean().notNull().default(true),
    /** False while a scheduled post's publish time has not yet been told to the site (the scheduler does). */
    isAnnounced: boolean().notNull().default(true),
    /** Raised by every edit; an edit names the version it was made on (two editors never overwrite each other). */
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("blog_posts_url_unique").on(table.url),
    index("blog_posts_published_idx").on(table.publishedAt.desc(), table.id.desc()),
  ],
);

/** Earlier slugs of a post: an old address keeps leading to the post after its slug changed. */
export const blogPostRedirects = pgTable(
  "blog_post_redirects",
  {
    fromUrl: text().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
  },
  (table) => [index("blog_post_redirects_post_idx").on(table.postId)],
);

export const blogTags = pgTable(
  "blog_tags",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
  },
  (table) => [uniqueIndex("blog_tags_name_unique").on(table.name)],
);

export const blogPostTags = pgTable(
  "blog_post_tags",
  {
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tagId: integer()
      .notNull()
      .references(() => blogTags.id, { onDelete: "cascade" }),
    /** Position of the tag in the post's list. */
    sortOrder: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tagId] }),
    index("blog_post_tags_tag_idx").on(table.tagId),
  ],
);

export const banners = pgTable(
  "banners",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    title: text().notNull(),
    subTitle: text().notNull().default(""),
    text: text().notNull().default(""),
    image: text().notNull(),
    buttonText: text().notNull().default(""),
    buttonCommand: text().notNull().default(""),
    optionList: jsonb().$type<string[]>().notNull().default([]),
    sortOrder: integer().notNull().default(0),
    /** Shown from this instant (null: at once) until publishUntil (null: for as long as it exists). */
    publishFrom: timestamp({ withTimezone: true }),
    publishUntil: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex("banners_slug_unique").on(table.slug)],
);

export const heroes = pgTable(
  "heroes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    title: text().notNull(),
    text: text().notNull().default(""),
    image: text().notNull(),
    button1Text: text().notNull().default(""),
    button2Text: text().notNull().default(""),
    sortOrder: integer().notNull().default(0),
    /** Shown from this instant (null: at once) until publishUntil (null: for as long as it exists). */
    publishFrom: timestamp({ withTimezone: true }),
    publishUntil: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex("heroes_slug_unique").on(table.slug)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    rating: smallint().notNull(),
    title: text().notNull(),
    quote: text().notNull(),
    author: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /** Shown from this instant (null: at once) until publishUntil (null: for as long as it exists). */
    publishFrom: timestamp({ withTimezone: true }),
    publishUntil: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("reviews_slug_unique").on(table.slug),
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
  ],
);

export const vacancies = pgTable(
  "vacancies",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    position: text().notNull(),
    description: text().notNull(),
    /** 0 full-time, 1 part-time, 2 shift work. */
    scheduleType: smallint().notNull(),
    sortOrder: integer().notNull().default(0),
    /** Shown from this instant (null: at once) until publishUntil (null: for as long as it exists). */
    publishFrom: timestamp({ withTimezone: true }),
    publishUntil: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex("vacancies_slug_unique").on(table.slug)],
);

/** A question customers and drivers ask, under its topic, in the order the FAQ page shows it. */
export const faqs = pgTable("faqs", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  topic: text().notNull(),
  question: text().notNull(),
  answer: text().notNull(),
  sortOrder: integer().notNull().default(0),
  /** Shown from this instant (null: at once) until publishUntil (null: for as long as it exists). */
  publishFrom: timestamp({ withTimezone: true }),
  publishUntil: timestamp({ withTimezone: true }),
});

/** The version of each landing list the console edits (banners, heroes, reviews, vacancies, faqs). */
export const landingListVersions = pgTable("landing_list_versions", {
  kind: text().primaryKey(),
  version: integer().notNull().default(1),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    company: text(),
    message: text().notNull(),
    utmSource: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when someone of the office answered it; null while it waits. */
    handledAt: timestamp({ withTimezone: true }),
    handledByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    handledNote: text().notNull().default(""),
    /** The answer sent to the writer (e-mail, and an in-app message when an account has the address); "" for none. */
    replyText: text().notNull().default(""),
    /**
     * Set while the office waits on someone (the writer, a hub) before it can answer; null while the message is
     * open. A message is closed once handled, whatever this says.
     */
    waitingSince: timestamp({ withTimezone: true }),
    /** Who of the office is answering it; null while nobody took it. */
    assigneeUserId: integer().references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("contact_messages_created_idx").on(table.createdAt),
    index("contact_messages_waiting_idx")
      .on(table.createdAt)
      .where(sql`${table.handledAt} is null`),
    index("contact_messages_assignee_idx")
      .on(table.assigneeUserId, table.createdAt)
      .where(sql`${table.handledAt} is null`),
  ],
);

export const referralLevels = pgTable(
  "referral_levels",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    /** Whole percent. */
    discountPercent: integer().notNull(),
    /** Referred turnover in US cents: minRate inclusive, maxRate exclusive. */
    minRate: integer().notNull(),
    maxRate: integer().notNull(),
    /** The version of the whole list of levels (every row carries it), so two editors cannot overwrite each other. */
    version: integer().notNull().default(1),
  },
  (table) => [
    uniqueIndex("referral_levels_slug_unique").on(table.slug),
    index("referral_levels_min_idx").on(table.minRate),
  ],
);
