import { GoalCreate, type GoalStatus } from '../../shared/contract';
import { createAssessment } from '../assessments/assessment-store';
import { cachedStatement } from '../db/statements';
import { createGoal } from '../goals/goal-store';
import { updateMilestone } from '../goals/milestones';
import { storedAt } from '../sessions/time';
import type { GoalIdea, WheelArea } from './content/types';
import { insertDemoCheckIn } from './demo-rows';
import type { DemoRun } from './demo-run';
import { isoDateOf } from './local-days';
import type { Profile } from './profile';
import type { Random } from './random';
import type { WrittenSession } from './write-client';

const WHEEL_AREAS: readonly WheelArea[] = ['health', 'career', 'finances', 'family', 'romance', 'growth', 'fun', 'environment'];
/** Check-ins per goal at most, spread over the sessions held; enough for a chart. */
const MAX_CHECK_INS = 8;

export interface WrittenGoal {
  id: number;
  area: WheelArea;
}

/**
 * One to three goals answering Wheel of Life areas, with milestones ticked off and check-ins
 * recorded in held sessions, moving from baseline towards target (not always reaching it).
 */
export function writeGoals(run: DemoRun, random: Random, profile: Profile, clientId: number, sessions: readonly WrittenSession[]): WrittenGoal[] {
  const held = sessions.filter((s) => s.status === 'completed');
  const count = profile.engagement === 'prospect' ? 1 : 1 + (random.chance(0.5) ? 1 : 0) + (random.chance(0.15) ? 1 : 0);
  const set = (sessions[0]?.start ?? run.today).minus({ days: 1 });
  return random.sample(profile.content.goals, count).map((idea) => {
    const status: GoalStatus = profile.engagement === 'ended' ? random.weighted({ achieved: 2, paused: 1, dropped: 1 }) : 'active';
    const reach = status === 'achieved' ? 1 + random.next() * 0.1 : status === 'active' ? 0.3 + random.next() * 0.6 : 0.1 + random.next() * 0.4;
    const input = GoalCreate.parse({
      clientId,
      title: idea.title,
      why: idea.why,
      targetDate: set.plus({ months: random.pick([3, 6, 9]) }).toISODate(),
      status,
      metric: idea.metric,
      area: { templateId: run.wheelTemplateId, areaKey: idea.area },
      milestones: idea.milestones,
    });
    const goalId = createGoal(run.db, input, storedAt(set.toMillis()));
    writeCheckIns(run, random, idea, profile.content.checkInComments, goalId, held, reach);
    const milestones = cachedStatement(run.db, 'SELECT id FROM goal_milestones WHERE goal_id = ? ORDER BY position', 'pluck').all(goalId) as number[];
    const done = Math.min(milestones.length, Math.floor(reach * milestones.length));
    milestones.slice(0, done).forEach((id, i) => {
      const on = held[Math.floor(((i + 1) / (done + 1)) * held.length)]?.start ?? set;
      updateMilestone(run.db, id, { doneOn: on.toISODate()! }, storedAt(on.toMillis()));
    });
    return { id: goalId, area: idea.area };
  });
}

function writeCheckIns(run: DemoRun, random: Random, idea: GoalIdea, comments: readonly string[], goalId: number, held: readonly WrittenSession[], reach: number): void {
  const count = Math.min(MAX_CHECK_INS, Math.ceil(held.length / 2));
  for (let i = 0; i < count; i++) {
    const session = held[Math.floor((i / count) * held.length)]!;
    const progress = reach * ((i + 1) / count);
    const jitter = (random.next() - 0.5) * 0.16;
    const metric = idea.metric;
    const value = metric ? roundTo(metric.baseline + (metric.target - metric.baseline) * (progress + jitter), metric.target - metric.baseline) : null;
    const rating = Math.max(1, Math.min(10, Math.round(3 + 6 * progress + jitter * 10)));
    insertDemoCheckIn(run.db, {
      goalId,
      on: isoDateOf(session.day),
      value,
      rating,
      comment: random.chance(0.3) ? random.pick(comments) : null,
      sessionId: session.id,
      createdAt: storedAt(session.endMs),
    });
  }
}

/** Steps a coach would write down: halves for a 1–10 scale, whole numbers, hundreds for thousands. */
function roundTo(value: number, range: number): number {
  const step = Math.abs(range) <= 10 ? 0.5 : Math.abs(range) <= 1000 ? 1 : 100;
  return Math.round(value / step) * step;
}

/**
 * Wheel of Life assessments: at the first held session, and again every few months while
 * coaching goes on, areas with a goal improving most.
 */
export function writeAssessments(run: DemoRun, random: Random, profile: Profile, clientId: number, sessions: readonly WrittenSession[], goals: readonly WrittenGoal[]): void {
  const held = sessions.filter((s) => s.status === 'completed');
  if (held.length === 0) return;
  const at = [held[0]!, ...(held.length >= 8 ? [held[Math.floor(held.length / 2)]!] : []), ...(held.length >= 14 ? [held[held.length - 1]!] : [])];
  const scores = Object.fromEntries(WHEEL_AREAS.map((area) => [area, random.int(3, 7)])) as Record<WheelArea, number>;
  at.forEach((session, i) => {
    if (i > 0) {
      for (const area of WHEEL_AREAS) {
        const gain = goals.some((g) => g.area === area) ? random.int(1, 2) : random.int(-1, 1);
        scores[area] = Math.max(1, Math.min(10, scores[area] + gain));
      }
    }
    const input = {
      clientId,
      templateId: run.wheelTemplateId,
      on: isoDateOf(session.day),
      scores,
      note: random.chance(0.6) ? profile.content.assessmentNotes[Math.min(i, profile.content.assessmentNotes.length - 1)]! : null,
      sessionId: session.id,
    };
    createAssessment(run.db, input, run.todayDate, storedAt(session.endMs));
  });
}
