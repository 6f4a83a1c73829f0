import { cplInit, gameTabHomepage } from '@app/shared/tasklib/contracts';
import {
  cplListSon,
  cplProductDetail,
  cplProductList,
  gameTabCategories,
  gameTabRecommend,
  gameTabSearch,
} from '@app/shared/tasklib/offer-contracts';
import {
  cplProductCompleteList,
  cplReportEv,
  cplSubmitAudit,
  cplTakeTask,
  cplVerify,
  taskAction,
} from '@app/shared/tasklib/task-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { Viewer } from './offers/catalogue.service';
import type { TasklibServices } from './tasklib.services';
import type { Player } from './tasks/tasks.service';

const signedIn = { auth: 'required' } as const;
const eitherWay = { auth: 'optional' } as const;

/** Spec 7.5: envContext.country decides what is offered; the Country-Code header when it is absent. */
function viewerOf(input: { envContext?: { country?: string } }, request: FastifyRequest): Viewer {
  return { country: input.envContext?.country ?? request.ctx.country, userId: request.session?.userId ?? 0 };
}

function playerOf(input: { envContext?: { country?: string } }, request: FastifyRequest): Player {
  return { ...viewerOf(input, request), userId: sessionOf(request).userId, deviceId: request.ctx.deviceId ?? '' };
}

/** Task library group (spec 7.5: /cpl, /game_tab, /task). */
export async function registerTasklibRoutes(scope: FastifyInstance, services: TasklibServices): Promise<void> {
  const { tasklib, catalogue, tasks, audits } = services;
  registerEndpoint(scope, gameTabHomepage, async (input) => tasklib.homepageTabs(input.tablist));
  registerEndpoint(scope, cplInit, async (_input, request) => tasklib.initTaskProfile(sessionOf(request).userId), {
    auth: 'required',
  });

  // The catalogue: anyone (a signed-in player also sees their task states).
  registerEndpoint(
    scope,
    cplProductList,
    async (input, request) =>
      catalogue.productList(viewerOf(input, request), input.category, input.page, input.one_page_cnt),
    eitherWay,
  );
  registerEndpoint(
    scope,
    cplProductDetail,
    async (input, request) => catalogue.productDetail(viewerOf(input, request), input.ProductId),
    eitherWay,
  );
  registerEndpoint(
    scope,
    cplListSon,
    async (input, request) => catalogue.listSon(viewerOf(input, request), input.parent_id),
    eitherWay,
  );
  registerEndpoint(
    scope,
    gameTabRecommend,
    async (input, request) =>
      catalogue.recommend(viewerOf(input, request), input.catelog_id, input.strategy, input.page, input.one_page_cnt),
    eitherWay,
  );
  registerEndpoint(
    scope,
    gameTabSearch,
    async (input, request) => catalogue.search(viewerOf(input, request), input.keyword, input.page, input.one_page_cnt),
    eitherWay,
  );
  registerEndpoint(scope, gameTabCategories, async (input, request) => catalogue.categories(viewerOf(input, request)));

  // The life cycle: signed in.
  registerEndpoint(
    scope,
    cplTakeTask,
    async (input, request) =>
      tasks.take(playerOf(input, request), {
        xbOfferId: input.XbOfferId,
        parentXbOfferId: input.parent_id,
        userId: input.user_id,
      }),
    signedIn,
  );
  registerEndpoint(
    scope,
    cplReportEv,
    async (input, request) =>
      tasks.record(playerOf(input, request), 'report_ev', {
        xbOfferId: input.XbOfferId,
        action: input.action,
        clickId: input.clickId,
        link: input.link,
      }),
    signedIn,
  );
  registerEndpoint(
    scope,
    taskAction,
    async (input, request) =>
      tasks.record(playerOf(input, request), 'task_action', {
        xbOfferId: input.xbOfferId,
        action: input.action,
        actionType: input.action_type,
      }),
    signedIn,
  );
  registerEndpoint(
    scope,
    cplVerify,
    async (input, request) =>
      tasks.verify(playerOf(input, request), { xbOfferId: input.offerId, clickId: input.clickId }),
    signedIn,
  );
  registerEndpoint(
    scope,
    cplSubmitAudit,
    async (input, request) =>
      audits.submit(playerOf(input, request), {
        xbOfferId: input.offerId,
        clickId: input.clickId,
        content: input.content,
        img: input.img,
      }),
    // The screenshot travels base64 in the JSON body: room for the image cap's base64 and the text.
    // Uploads are the heaviest call of the group: 20 a minute per client address.
    { ...signedIn, bodyLimit: services.auditBodyLimit, rateLimit: { max: 20, timeWindow: 60_000 } },
  );
  registerEndpoint(
    scope,
    cplProductCompleteList,
    async (input, request) =>
      tasks.mine(playerOf(input, request), {
        xbOfferId: input.xbOfferId,
        status: input.status,
        page: input.page,
        size: input.one_page_cnt,
      }),
    signedIn,
  );
}
