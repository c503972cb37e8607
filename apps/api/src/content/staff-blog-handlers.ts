import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import { afterRequestCommit } from "../db/request-transaction.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { requireStaff } from "../http/caller.js";
import { badRequest } from "../http/http-error.js";
import {
  createStaffBlogPost,
  getStaffBlogPost,
  listStaffBlogPosts,
  previewBlogBody,
  updateStaffBlogPost,
} from "./staff-blog-service.js";

/** After the commit: this instance's blog answers and the site's blog pages show the change. */
function blogChanged(request: FastifyRequest): void {
  afterRequestCommit(() => {
    request.server.publicReadCache.invalidate(["blog", "landing"]);
    void request.server.notifySiteChanged(["blog", "home"]);
  });
}

export function staffBlogHandlers({
  db,
  env,
  now = () => new Date(),
}: {
  db: Database;
  env: Env;
  now?: () => Date;
}): TypedHandlers {
  return {
    listStaffBlogPosts: async (request) => {
      requireStaff(request);
      const { page = 0, limit = 50, search } = request.query;
      return listStaffBlogPosts(db, { page, limit, search: search?.trim() || undefined }, now());
    },
    getStaffBlogPost: async (request) => {
      requireStaff(request);
      return getStaffBlogPost(db, request.params.postId, now());
    },
    previewStaffBlogBody: async (request) => {
      requireStaff(request);
      return previewBlogBody(request.body.body, env.publicApiUrl);
    },
    createStaffBlogPost: async (request, reply) => {
      requireStaff(request);
      if (request.body.version !== undefined) {
        throw badRequest("version is for saving a post that exists (PUT); a new post has none", "version");
      }
      const post = await createStaffBlogPost(db, request.body, env.publicApiUrl, now());
      blogChanged(request);
      reply.code(201);
      return post;
    },
    updateStaffBlogPost: async (request, reply) => {
      requireStaff(request);
      const { post } = await updateStaffBlogPost(
        db,
        request.params.postId,
        request.body,
        env.publicApiUrl,
        now(),
      );
      blogChanged(request);
      reply.code(200);
      return post;
    },
  };
}
