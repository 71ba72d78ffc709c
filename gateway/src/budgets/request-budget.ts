import { costOf, type OperationInfo } from './cost';
import { stateOf, take, type Budget, type BudgetState, type Limited } from './limiter';

/**
 * One request's budget, met at three moments of the request:
 * - **before the session is read**, `prepay`: a signed-in browser's known document pays in the session read's round
 *   trip (`prepay.ts`);
 * - **per field**, `chargeOperation`: an operation's points are taken once, when its first budgeted field runs, for all
 *   its root fields together (GitHub's way: an operation runs or is limited as a whole); a `/files` route or another
 *   endpoint takes its points with `charge`;
 * - **after the answer**, `settle`, then `status` for what the answer reports (`RateLimit` headers, `extensions.cost`,
 *   `Query.rateLimit`: `answers.ts`).
 */
export class RequestBudget {
  private readonly operations = new WeakMap<object, Promise<Limited | null>>();
  private states: BudgetState[] | null = null;
  private taken = 0;
  private asked = false;
  private limited: Limited | null = null;
  /** Points taken before the operation was known to run (`prepay`), for its first operation to claim. */
  private prepaid: { points: number; charged: Promise<Limited | null> } | null = null;

  constructor(
    private readonly budgets: Budget[],
    /** Whether answers report the budget (to integrators: headers and `extensions.cost`; `Query.rateLimit` to anyone). */
    readonly reported: boolean,
  ) {}

  /** Whether the caller has a gateway budget at all. */
  get budgeted(): boolean {
    return this.budgets.length > 0;
  }

  /** Points the request's operations took so far. */
  get points(): number {
    return this.taken;
  }

  /** When the request was refused for its budget, when it may try again. */
  get refusal(): Limited | null {
    return this.limited;
  }

  /** Takes `points` now: null when the caller may go on. */
  async charge(points: number): Promise<Limited | null> {
    if (!this.budgeted || points === 0) return null;
    const { results, limited } = await take(this.budgets, points);
    this.states = results.map((res, i) => stateOf(this.budgets[i]!, res));
    this.taken += points;
    if (limited && (!this.limited || limited.resetsAt > this.limited.resetsAt)) this.limited = limited;
    return limited;
  }

  /**
   * Takes the points of the operation the request is about to run, before it runs: the first operation that asks
   * for as many points gets this charge rather than another.
   */
  prepay(points: number): void {
    const charged = this.charge(points);
    // Awaited by the operation that claims it; a request that ends before one does must not leave it unhandled.
    charged.catch(() => undefined);
    this.prepaid = { points, charged };
  }

  /** The points of the field's operation (its `@rateLimit` costs), taken the first time any of its fields asks. */
  chargeOperation(info: OperationInfo): Promise<Limited | null> {
    this.asked = true;
    let charged = this.operations.get(info.operation);
    if (!charged) {
      const points = costOf(info);
      charged = this.prepaid?.points === points ? this.prepaid.charged : this.charge(points);
      this.prepaid = null;
      this.operations.set(info.operation, charged);
    }
    return charged;
  }

  /**
   * A document that asked no field for points (it failed validation, named no operation it holds, or was refused before
   * it ran) takes one: parsing and validating it cost the gateway as much as a field, and it spends the budget the
   * caller's real work needs (issue 29). A prepaid request has paid already.
   */
  async settle(): Promise<void> {
    if (this.asked || this.prepaid) return;
    this.asked = true;
    await this.charge(1);
  }

  /** The caller's budgets as they stand after this request's operations; empty without a gateway budget. */
  async status(): Promise<BudgetState[]> {
    this.states ??= await Promise.all(this.budgets.map(async (budget) => stateOf(budget, await budget.limiter.get(budget.key))));
    return this.states;
  }
}
