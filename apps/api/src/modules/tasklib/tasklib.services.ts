import type { ModuleDeps } from '../module-deps';
import { auditApprovalKind } from './audits/audit-approval';
import type { AuditImageStore } from './audits/audit-image-store';
import { LocalDiskAuditImageStore } from './audits/audit-image-store';
import { OfferAudits, type RequestAuditReview } from './audits/audits.service';
import { offersCatalogue } from './catalogue/offers.catalogue';
import type { ConversionCredited, OffersLedger } from './conversions/conversion-types';
import { OfferConversions } from './conversions/conversions.service';
import { OfferCatalogue } from './offers/catalogue.service';
import type { TasklibConfig } from './tasklib.config';
import { TasklibService } from './tasklib.service';
import { TaskLifecycle } from './tasks/tasks.service';

export interface TasklibServices {
  tasklib: TasklibService;
  /** Offer rewards, credited once and reversed with the clawback rule (postbacks, audits and verify use it). */
  conversions: OfferConversions;
  catalogue: OfferCatalogue;
  tasks: TaskLifecycle;
  audits: OfferAudits;
  /** The console's pieces (compose.ts lists them): the audits' approval kind and the offers' catalogue. */
  auditKind: ReturnType<typeof auditApprovalKind>;
  offersCatalogue: ReturnType<typeof offersCatalogue>;
  /** submit_audit's body limit: the image cap as base64 plus room for the rest of the body. */
  auditBodyLimit: number;
}

/** What the task library uses of other modules, wired by compose.ts. */
export interface TasklibPorts {
  ledger: OffersLedger;
  /** Queues a task proof in the console's approvals queue. */
  review: RequestAuditReview;
  /** Told of each credited conversion inside its transaction (missions count completed offers). */
  onCredited?: ConversionCredited;
  /** Where audit screenshots go; default the local disk (config.audits.imageDir). */
  imageStore?: AuditImageStore;
  /** Tests move the clock. */
  clock?: () => number;
}

export function createTasklibServices(
  { config, database }: ModuleDeps<TasklibConfig>,
  ports: TasklibPorts,
): TasklibServices {
  const db = database.db;
  const now = ports.clock ?? (() => Date.now());
  const conversions = new OfferConversions(ports.ledger, now, ports.onCredited);
  const catalogue = new OfferCatalogue(db);
  const tasks = new TaskLifecycle(db, catalogue, conversions, now);
  const store = ports.imageStore ?? new LocalDiskAuditImageStore(config.audits.imageDir);
  const audits = new OfferAudits(db, tasks, conversions, store, ports.review, config.audits.imageMaxBytes, now);
  return {
    tasklib: new TasklibService(db),
    conversions,
    catalogue,
    tasks,
    audits,
    auditKind: auditApprovalKind(audits),
    offersCatalogue: offersCatalogue(),
    auditBodyLimit: Math.ceil((config.audits.imageMaxBytes * 4) / 3) + 64 * 1024,
  };
}
