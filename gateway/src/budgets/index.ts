/**
 * The gateway's budgets (issues 13, 29, 30, 40): what an operation costs, charging it before the session read, per
 * field and after the answer, and what the answers report. The rest of the gateway imports from here only
 * (`.dependency-cruiser.cjs`).
 */
export { reportBudgetOn, reportBudgets, bindingBudget, type CostExtension } from './answers';
export { Budgets, type Caller, type Member } from './budgets';
export { costOf, declaredRateLimit, type OperationInfo, type RateLimitDeclared } from './cost';
export { limiter, type BudgetState, type Limited } from './limiter';
export { prepayBudgets, requestBudget } from './prepay';
export type { RequestBudget } from './request-budget';
