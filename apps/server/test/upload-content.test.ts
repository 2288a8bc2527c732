import { describe, expect, it } from 'vitest';
import { parseAudio } from '../src/lib/audio-content.js';
import { holdsMarkup } from '../src/lib/markup-guard.js';
import { e2eFixture, mp4Bytes, serverFixture, wavBytes, webmBytes } from './media-fixtures.js';

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

/** A 44-byte WAV header saying `data` holds `body`. */
function wavAround(body: Buffer): Buffer {
  const wav = wavBytes(0.01);
  const header = Buffer.from(wav.subarray(0, 44));
  header.writeUInt32LE(36 + body.length, 4);
  header.writeUInt32LE(body.length, 40);
  return Buffer.concat([header, body]);
}

describe('parseAudio (recordings and the media library)', () => {
  it('knows what browsers’ MediaRecorder and phones write, by parsing it', async () => {
    // Chromium: WebM with Opus, and (asked for audio/mp4) fragmented MP4 with Opus.
    expect(await parseAudio(serverFixture('chromium-recording.webm'))).toMatchObject({
      ext: 'webm',
      mime: 'audio/webm',
      durationMs: expect.any(Number),
    });
    expect(await parseAudio(serverFixture('chromium-recording.mp4'))).toMatchObject({ ext: 'm4a', mime: 'audio/mp4' });
    // Safari: AAC in MP4; Firefox: Opus in Ogg.
    expect(await parseAudio(serverFixture('tone.m4a'))).toMatchObject({ ext: 'm4a', mime: 'audio/mp4' });
    expect(await parseAudio(serverFixture('tone-opus.ogg'))).toMatchObject({ ext: 'ogg', durationMs: 500 });
    expect(await parseAudio(serverFixture('tone-vorbis.ogg'))).toMatchObject({ ext: 'ogg' });
    expect(await parseAudio(e2eFixture('lesson-sound.mp3'))).toMatchObject({ ext: 'mp3', mime: 'audio/mpeg' });
    expect(await parseAudio(wavBytes(1))).toEqual({ ext: 'wav', mime: 'audio/wav', durationMs: 1000 });
  });

  it('refuses a known header followed by something else, and pictures', async () => {
    const headers = [
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), // EBML
      Buffer.concat([Buffer.from('OggS'), Buffer.alloc(24)]),
      Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypM4A '), Buffer.alloc(8)]),
      Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 10, ...Buffer.alloc(10)]), // ID3
      Buffer.from([0xff, 0xfb, 0x90, 0x64, ...Buffer.alloc(20)]), // one MPEG frame header
    ];
    for (const header of headers) {
      for (const body of [HTML, SVG, Buffer.alloc(400, 0x41)]) {
        expect(await parseAudio(Buffer.concat([header, body])), header.toString('hex')).toBeUndefined();
      }
    }
    expect(await parseAudio(e2eFixture('lesson-clip.webm'))).toBeUndefined();
    expect(await parseAudio(webmBytes())).toBeUndefined();
    expect(await parseAudio(mp4Bytes())).toBeUndefined();
    expect(await parseAudio(HTML)).toBeUndefined();
  });
});

describe('holdsMarkup', () => {
  it('finds a page or an SVG where a browser sniffs, whatever header comes first', () => {
    expect(holdsMarkup(HTML)).toBe(true);
    expect(holdsMarkup(SVG)).toBe(true);
    // A WAV whose samples are a page parses as audio: the markup is what refuses it.
    expect(holdsMarkup(wavAround(HTML))).toBe(true);
    expect(
      holdsMarkup(Buffer.concat([Buffer.from('ID3'), Buffer.alloc(30), Buffer.from('<SVG\tviewBox="0 0 1 1">')])),
    ).toBe(true);
    expect(holdsMarkup(Buffer.from('<?xml version="1.0"?>'))).toBe(true);
  });

  it('leaves real media alone, and markup beyond the sniffed head', () => {
    for (const file of ['chromium-recording.webm', 'chromium-recording.mp4', 'tone.m4a', 'tone-opus.ogg']) {
      expect(holdsMarkup(serverFixture(file)), file).toBe(false);
    }
    for (const file of ['lesson-sound.mp3', 'lesson-clip.webm', 'lesson-clip.mp4', 'lesson-picture.png']) {
      expect(holdsMarkup(e2eFixture(file)), file).toBe(false);
    }
    expect(holdsMarkup(Buffer.from('a < b, <svgs are not tags'))).toBe(false);
    expect(holdsMarkup(Buffer.concat([wavBytes(0.5), HTML]))).toBe(false);
  });
});
