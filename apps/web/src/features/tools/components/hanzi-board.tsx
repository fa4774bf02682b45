import { characterStrokes } from '@course/contracts/tools-dictionary';
import HanziWriter, { type CharacterJson, type StrokeData } from 'hanzi-writer';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../lib/request';
import './hanzi-board.css';

/**
 * hanzi-writer on a 田字格 board. The character's strokes come from our server (characterStrokes, served from
 * hanzi-writer-data), never from a CDN: hanzi-writer and the stroke data load only on the pages that show one.
 * `mode` 'animate' loops the stroke-order animation; 'quiz' lets the learner trace stroke by stroke.
 */

export type QuizEvents = {
  onStroke?: (stroke: StrokeData) => void;
  onMistake?: (stroke: StrokeData) => void;
  /** Mistakes per stroke, in stroke order. */
  onComplete?: (strokeMistakes: number[]) => void;
};

const loadStrokes = (
  character: string,
  onLoad: (data: CharacterJson) => void,
  onError: (e?: unknown) => void,
) => {
  callApi(characterStrokes, { body: { character } })
    .then((data) => onLoad(data as CharacterJson))
    .catch(onError);
};

export function HanziBoard(props: {
  character: string;
  mode: 'animate' | 'quiz' | 'still';
  size?: number;
  /** Draw the radical's strokes in the accent colour. */
  showRadical?: boolean;
  quiz?: QuizEvents;
  /** Changes to it restart the animation or the quiz. */
  round?: number;
  testId?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const events = useRef(props.quiz);
  events.current = props.quiz;
  const size = useFitSize(props.size ?? 240);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    element.replaceChildren();
    element.dataset.state = 'loading';
    element.dataset.round = String(props.round ?? 0);
    const writer = HanziWriter.create(element, props.character, {
      width: size,
      height: size,
      padding: 10,
      showOutline: true,
      showCharacter: props.mode === 'still',
      strokeColor: '#333333',
      radicalColor: props.showRadical ? '#ff5330' : null,
      outlineColor: '#e6e6e6',
      highlightColor: '#ff9f80',
      drawingColor: '#333333',
      drawingWidth: 12,
      delayBetweenStrokes: 300,
      delayBetweenLoops: 1500,
      charDataLoader: loadStrokes,
      onLoadCharDataSuccess: () => {
        element.dataset.state = 'ready';
      },
      onLoadCharDataError: () => {
        element.dataset.state = 'error';
      },
    });
    if (props.mode === 'animate') void writer.loopCharacterAnimation();
    if (props.mode === 'quiz') {
      const mistakes: number[] = [];
      void writer.quiz({
        onMistake: (stroke) => events.current?.onMistake?.(stroke),
        onCorrectStroke: (stroke) => {
          mistakes[stroke.strokeNum] = stroke.mistakesOnStroke;
          events.current?.onStroke?.(stroke);
        },
        onComplete: () => events.current?.onComplete?.(Array.from(mistakes, (m) => m ?? 0)),
      });
    }
    return () => {
      if (props.mode === 'quiz') writer.cancelQuiz();
      else void writer.pauseAnimation();
      element.replaceChildren();
    };
  }, [props.character, props.mode, props.showRadical, props.round, size]);

  return (
    <div
      className="tl-board"
      style={{ width: size, height: size }}
      data-testid={props.testId ?? 'tools-hanzi-board'}
      data-character={props.character}
    >
      <div ref={host} className="tl-board-writer" data-testid="tools-hanzi-writer" />
    </div>
  );
}

/** The board's side: `max`, or less on a narrow phone (the page's cards keep 26 px each side). */
function useFitSize(max: number): number {
  const fit = () => Math.min(max, Math.max(160, window.innerWidth - 52));
  const [size, setSize] = useState(fit);
  useEffect(() => {
    const onResize = () => setSize(Math.min(max, Math.max(160, window.innerWidth - 52)));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [max]);
  return size;
}
