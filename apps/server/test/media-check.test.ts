import { CODE, MEDIA_MAX_BYTES } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { checkMedia, claimedKind } from '../src/modules/media-library/media-check.js';
import { e2eFixture, mp4Bytes, pictureBytes, serverFixture, wavBytes, webmBytes } from './media-fixtures.js';

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; message: string };
  }
  throw new Error('expected a refusal');
};

describe('the media library’s content check', () => {
  it('takes the claimed kind from the extension, else the declared type', () => {
    expect(claimedKind({ fileName: 'a.MP4', type: 'image/png' })).toBe('video');
    expect(claimedKind({ fileName: 'blob', type: 'audio/ogg' })).toBe('audio');
    expect(claimedKind({ fileName: 'a.bin', type: 'application/octet-stream' })).toBeUndefined();
  });

  it('accepts PNG, JPEG and WebP with their pixel size, decoded in full', async () => {
    for (const [format, mime] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const found = await checkMedia(await pictureBytes(format, 64, 48), { fileName: `p.${format}` });
      expect(found).toEqual({
        kind: 'image',
        mime,
        ext: format === 'jpeg' ? 'jpg' : format,
        durationMs: 0,
        width: 64,
        height: 48,
      });
    }
    const png = await pictureBytes('png', 300, 200);
    expect((await refusal(checkMedia(png.subarray(0, png.length - 40), { fileName: 'p.png' }))).message).toContain(
      '不是可用的图片',
    );
    expect((await refusal(checkMedia(await pictureBytes('gif'), { fileName: 'p.gif', type: 'image/gif' }))).code).toBe(
      CODE.badRequest,
    );
    expect((await refusal(checkMedia(await pictureBytes('tiff'), { type: 'image/tiff' }))).message).toContain('PNG');
  });

  it('accepts MP3, M4A, OGG (Vorbis and Opus) and WAV with their length', async () => {
    expect(await checkMedia(wavBytes(0.5), { fileName: 'a.wav' })).toMatchObject({
      kind: 'audio',
      mime: 'audio/wav',
      ext: 'wav',
      durationMs: 500,
    });
    expect(await checkMedia(e2eFixture('lesson-sound.mp3'), { fileName: 'a.mp3' })).toMatchObject({
      mime: 'audio/mpeg',
      ext: 'mp3',
    });
    for (const name of ['tone-vorbis.ogg', 'tone-opus.ogg']) {
      const found = await checkMedia(serverFixture(name), { fileName: name });
      expect(found).toMatchObject({ kind: 'audio', mime: 'audio/ogg', ext: 'ogg' });
      expect(found.durationMs).toBeGreaterThan(400);
    }
    expect(await checkMedia(serverFixture('tone.m4a'), { fileName: 'a.m4a' })).toMatchObject({
      mime: 'audio/mp4',
      ext: 'm4a',
    });
    // With no name or type, an MP4 without a picture is audio.
    expect(await checkMedia(serverFixture('tone.m4a'))).toMatchObject({ kind: 'audio', ext: 'm4a' });
    expect((await refusal(checkMedia(Buffer.from('just some text, not a sound'), { fileName: 'a.mp3' }))).message).toBe(
      '文件不是可用的音频，请上传 MP3、M4A、OGG 或 WAV',
    );
    expect((await refusal(checkMedia(wavBytes().subarray(0, 30), { fileName: 'a.wav' }))).code).toBe(CODE.badRequest);
  });

  it('walks MP4 boxes and WebM elements for the length and picture size', async () => {
    expect(await checkMedia(mp4Bytes({ seconds: 3, width: 320, height: 240 }), { fileName: 'v.mp4' })).toEqual({
      kind: 'video',
      mime: 'video/mp4',
      ext: 'mp4',
      durationMs: 3000,
      width: 320,
      height: 240,
    });
    expect(await checkMedia(webmBytes({ seconds: 2 }), { fileName: 'v.webm' })).toEqual({
      kind: 'video',
      mime: 'video/webm',
      ext: 'webm',
      durationMs: 2000,
      width: 160,
      height: 120,
    });
    // The ffmpeg-made clips of the e2e journeys.
    expect(await checkMedia(e2eFixture('lesson-clip.webm'), { fileName: 'clip.webm' })).toMatchObject({
      durationMs: 2000,
      width: 160,
      height: 120,
    });
    expect(await checkMedia(e2eFixture('lesson-clip.mp4'), { type: 'video/mp4' })).toMatchObject({
      durationMs: 2000,
      width: 160,
      height: 120,
    });
    expect(await checkMedia(mp4Bytes())).toMatchObject({ kind: 'video' });
  });

  it('refuses what is not a usable video, with the same clear message', async () => {
    const message = '文件不是可用的视频，请上传 MP4 或 WebM';
    const mp4 = mp4Bytes();
    const webm = e2eFixture('lesson-clip.webm');
    const bad: [string, Buffer][] = [
      ['text', Buffer.from('not a video, just words')],
      ['png renamed', await pictureBytes('png')],
      ['truncated mp4', mp4.subarray(0, mp4.length - 10)],
      ['mp4 cut in its moov', mp4.subarray(0, 60)],
      ['mp4 with a box beyond the file', Buffer.concat([mp4, Buffer.from([0, 0, 0x10, 0, 0x66, 0x72, 0x65, 0x65])])],
      ['mp4 without a picture', mp4Bytes({ handler: 'soun' })],
      ['mp4 without moov', mp4.subarray(0, 24)],
      ['truncated webm', webm.subarray(0, webm.length - 100)],
      ['matroska, not webm', webmBytes({ docType: 'matroska' })],
      ['wav', wavBytes()],
    ];
    for (const [what, bytes] of bad) {
      const error = await refusal(checkMedia(bytes, { fileName: 'clip.mp4' }));
      expect([what, error.code, error.message]).toEqual([what, CODE.badRequest, message]);
    }
    // A page or an SVG where a browser sniffs is refused as such, whatever the file claims to be.
    for (const name of ['clip.mp4', 'a.mp3', 'p.png']) {
      const page = Buffer.concat([mp4.subarray(0, 32), Buffer.from('<svg onload="alert(1)"></svg>')]);
      expect((await refusal(checkMedia(page, { fileName: name }))).message, name).toBe(
        '文件中含有网页或 SVG 代码，不能上传',
      );
    }
    const unknown = await refusal(checkMedia(Buffer.from('plain text'), { fileName: 'notes.txt', type: 'text/plain' }));
    expect(unknown.message).toBe('文件不是可用的视频、图片或音频');
    expect((await refusal(checkMedia(Buffer.alloc(0), { fileName: 'v.mp4' }))).message).toBe('请选择要上传的文件');
  });

  it('keeps each kind within its size limit', async () => {
    const big = Buffer.concat([await pictureBytes('png'), Buffer.alloc(MEDIA_MAX_BYTES.image)]);
    // A PNG with trailing bytes still decodes; the size is what refuses it.
    expect((await refusal(checkMedia(big, { fileName: 'big.png' }))).message).toBe('图片不能超过10MB');
  });
});
