import { toMediaUrl } from "../http/media-url.js";
import type { Schemas } from "../openapi/contract-types.js";
import type { BlogPostWithTags } from "./blog-service.js";
import type { listBannerRows, listHeroRows, listReviewRows, listVacancyRows } from "./landing-service.js";

type Row<List extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<List>>[number];

export function toBlogListItem(post: BlogPostWithTags, publicApiUrl: string): Schemas["BlogPostListItem"] {
  return {
    url: post.url,
    name: post.name,
    subName: post.subName,
    date: post.publishedAt.toISOString(),
    author: post.author,
    authorPhoto: toMediaUrl(publicApiUrl, post.authorPhoto),
    authorPhotoAlt: post.authorPhotoAlt,
    photo: toMediaUrl(publicApiUrl, post.photo),
    photoAlt: post.photoAlt,
    photoPreview: toMediaUrl(publicApiUrl, post.photoPreview),
    photoPreviewAlt: post.photoPreviewAlt,
    minutesToRead: post.minutesToRead,
    tags: post.tags.map((name) => ({ name })),
    metaKeywords: post.metaKeywords,
    metaDescription: post.metaDescription,
  };
}

export function toBanner(banner: Row<typeof listBannerRows>, publicApiUrl: string): Schemas["Banner"] {
  return {
    id: banner.id,
    title: banner.title,
    subTitle: banner.subTitle,
    text: banner.text,
    image: toMediaUrl(publicApiUrl, banner.image),
    buttonText: banner.buttonText,
    buttonCommand: banner.buttonCommand,
    optionList: banner.optionList,
  };
}

export function toHero(hero: Row<typeof listHeroRows>, publicApiUrl: string): Schemas["Hero"] {
  return {
    id: hero.id,
    title: hero.title,
    text: hero.text,
    image: toMediaUrl(publicApiUrl, hero.image),
    button1Text: hero.button1Text,
    button2Text: hero.button2Text,
  };
}

export function toReview(review: Row<typeof listReviewRows>): Schemas["Review"] {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    quote: review.quote,
    author: review.author,
  };
}

export function toVacancy(vacancy: Row<typeof listVacancyRows>): Schemas["Vacancy"] {
  return {
    id: vacancy.id,
    position: vacancy.position,
    description: vacancy.description,
    scheduleType: vacancy.scheduleType,
  };
}
