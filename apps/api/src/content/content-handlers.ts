import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import { HttpError } from "../http/http-error.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { toHub, toService } from "../catalog/catalog-mappers.js";
import { listAccountHubRows, listAccountServiceRows } from "../catalog/account-catalog.js";
import { sanitizeBlogBody } from "./blog-body.js";
import { findBlogPost, listBlogPage, listRandomPosts, type BlogPage } from "./blog-service.js";
import { contactFormProblems } from "./contact-form.js";
import { toBanner, toBlogListItem, toHero, toReview, toVacancy } from "./content-mappers.js";
import {
  listBannerRows,
  listFaqRows,
  listHeroRows,
  listReviewRows,
  listVacancyRows,
  storeContactMessage,
} from "./landing-service.js";

const blogPageSize = 9;

export function contentHandlers({ db, env }: { db: Database; env: Env }): TypedHandlers {
  const { publicApiUrl } = env;
  const toPage = (page: BlogPage, withBody: boolean) => ({
    items: page.posts.map((post) => ({
      ...toBlogListItem(post, publicApiUrl),
      ...(withBody ? { body: sanitizeBlogBody(post.body, publicApiUrl) } : {}),
    })),
    totalItems: page.totalItems,
    totalPages: page.totalPages,
    currentPage: page.currentPage,
  });
  const banners = async () => (await listBannerRows(db)).map((row) => toBanner(row, publicApiUrl));
  const heroes = async () => (await listHeroRows(db)).map((row) => toHero(row, publicApiUrl));
  const reviews = async () => (await listReviewRows(db)).map(toReview);
  const vacancies = async () => (await listVacancyRows(db)).map(toVacancy);

  return {
    listBlogs: async (request) => {
      const { Page = 0, Limit = blogPageSize } = request.query;
      return toPage(await listBlogPage(db, Page, Limit), true);
    },
    listPublicBlogs: async (request) => {
      const { Page = 0, Limit = blogPageSize, withBody = true } = request.query;
      if (!withBody) return toPage(await listRandomPosts(db, Limit), false);
      return toPage(await listBlogPage(db, Page, Limit), true);
    },
    getBlogPost: async (request) => {
      const { Id } = request.query;
      const post = await findBlogPost(db, Id);
      return { ...toBlogListItem(post, publicApiUrl), body: sanitizeBlogBody(post.body, publicApiUrl) };
    },
    listBanners: async () => ({ items: await banners() }),
    listHeroes: async () => ({ items: await heroes() }),
    listReviews: async () => ({ items: await reviews() }),
    listVacancies: async () => ({ items: await vacancies() }),
    listFaqs: async () => ({
      items: (await listFaqRows(db)).map(({ id, topic, question, answer }) => ({
        id,
        topic,
        question,
        answer,
      })),
    }),
    getHomeData: async () => {
      const [bannerList, heroList, reviewList, vacancyList, hubRows, serviceRows] = await Promise.all([
        banners(),
        heroes(),
        reviews(),
        vacancies(),
        // The home page is every visitor's: the public lists.
        listAccountHubRows(db, undefined),
        listAccountServiceRows(db, undefined),
      ]);
      return {
        banners: bannerList,
        heroes: heroList,
        reviews: reviewList,
        vacancies: vacancyList,
        hubs: hubRows.map(toHub),
        services: serviceRows.map((service) => toService(service, publicApiUrl)),
      };
    },
    submitContactForm: async (request, reply) => {
      const form = request.body;
      const problems = contactFormProblems(form);
      if (problems.length > 0)
        throw new HttpError(400, problems.map((problem) => problem.message).join("; "), problems);
      const id = await storeContactMessage(db, form);
      reply.status(201);
      return { id };
    },
  };
}
