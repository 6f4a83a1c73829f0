import { BodyCode, type Locale } from '@app/shared';
import type { Db } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import type { CasinoEngagePorts } from '../engage-ports';
import { brandProfileRepository } from '../profile/brand-profile.repository';
import { dueByFrequency, inAudience, isActive, type PopupViewer } from './popup-rules';
import { popupView } from './popup-view';
import { popupsRepository as repo } from './popups.repository';

/**
 * The casino brand's operator popups (issue 13, spec 7.7 general_popup_query): which are due for the
 * caller now (active window, audience, frequency) and the client's report that it showed one.
 */
export class PopupsService {
  constructor(
    private readonly db: Db,
    private readonly ports: CasinoEngagePorts,
    private readonly now: () => number,
  ) {}

  /** `headerCountry` is the Country-Code header's; a signed-in player's brand country wins over it. */
  async due(userId: number, locale: Locale, headerCountry: string) {
    const now = this.now();
    const active = (await repo.enabled(this.db)).filter((p) => isActive(p.item, now));
    if (active.length === 0) return { popups: [] };
    const viewer = await this.viewer(userId, headerCountry);
    const shown = viewer.signedIn ? await repo.lastShown(this.db, userId) : new Map<string, number>();
    const due = active.filter(
      (p) => inAudience(p.item, viewer, now) && dueByFrequency(p.item, viewer.signedIn, shown.get(p.id), now),
    );
    return { popups: due.map((p) => popupView(p.item, locale)) };
  }

  /** The client showed the popup: its once / once-a-day rule counts from now. */
  async shown(userId: number, popupId: string) {
    const popup = await repo.byId(this.db, popupId);
    if (!popup || popup.disabled) {
      throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such popup', { field: 'popup_id' });
    }
    return { popup_id: popupId, times: await repo.recordShown(this.db, userId, popupId, this.now()) };
  }

  private async viewer(userId: number, headerCountry: string): Promise<PopupViewer> {
    if (userId <= 0) return { signedIn: false, country: headerCountry };
    const [facts, country] = await Promise.all([
      this.ports.player(userId),
      brandProfileRepository.country(this.db, userId),
    ]);
    return { signedIn: true, country: country ?? headerCountry, ...facts };
  }
}
