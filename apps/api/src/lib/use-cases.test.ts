import { describe, expect, it } from 'vitest';
import { bindUseCases } from './use-cases';

interface Counter {
  start: number;
}

const add = (context: Counter, step: number) => context.start + step;
const describeCount = async (context: Counter, label: string, times: number) =>
  `${label}: ${context.start * times}`;

describe('bindUseCases', () => {
  it('calls each use case with the context first and the caller arguments after it', async () => {
    const service = bindUseCases({ start: 10 }, { add, describeCount });
    expect(service.add(5)).toBe(15);
    expect(await service.describeCount('total', 3)).toBe('total: 30');
  });

  it('binds the context it was given, not one shared between services', () => {
    const first = bindUseCases({ start: 1 }, { add });
    const second = bindUseCases({ start: 100 }, { add });
    expect([first.add(1), second.add(1)]).toEqual([2, 101]);
  });
});
