import {
  CALL_CLIENT_EVENTS,
  callPeersMayConnect,
  type CallIce,
  type CallMedia,
  type CallSignal,
  type CallView,
} from '@mawadda/contracts';
import type { ChatSocket } from '../../lib/chat-socket';
import { qualityOf, type CallQuality, type StatsSample } from './call-quality';

interface Peer {
  pc: RTCPeerConnection;
  stream: MediaStream;
  /** Candidates that arrived before the remote description (applied once it is set). */
  early: RTCIceCandidateInit[];
  last?: StatsSample;
  quality: CallQuality;
}

/**
 * This device's part in one call: its camera and microphone, and one peer connection per other
 * party it may exchange media with now (a mesh: two members and, in a chaperoned call, her
 * guardian make three connections). Which pairs may connect is the server's rule
 * (`callPeersMayConnect`): the two members of a chaperoned call open theirs only once her guardian
 * is in, and close it when he leaves. Of each pair the party with the smaller id makes the offer,
 * so two offers never cross.
 */
export class CallSession {
  local: MediaStream | null = null;
  readonly peers = new Map<string, Peer>();
  muted = false;
  cameraOff = false;
  private call: CallView;
  private closed = false;
  private ready: Promise<void>;
  private statsTimer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly socket: ChatSocket,
    private readonly me: string,
    call: CallView,
    private readonly ice: CallIce,
    private readonly changed: () => void,
  ) {
    this.call = call;
    this.ready = this.openMedia(call.media);
    this.statsTimer = setInterval(() => void this.sampleStats(), 2000);
  }

  private async openMedia(media: CallMedia) {
    this.local = await navigator.mediaDevices.getUserMedia({
      audio: true,
      video: media === 'video' ? { facingMode: 'user' } : false,
    });
    if (this.closed) this.local.getTracks().forEach((t) => t.stop());
    this.changed();
  }

  /** The camera and microphone are open (the browser asked, the member allowed). */
  whenReady() {
    return this.ready;
  }

  /** The call as the server now tells it: open the connections it allows, close the others. */
  async update(call: CallView) {
    // An answer and an event can cross: an older state never undoes a newer one.
    if (call.rev < this.call.rev) return;
    this.call = call;
    await this.ready;
    if (this.closed || this.call !== call) return;
    for (const [id] of this.peers) if (!callPeersMayConnect(call, this.me, id)) this.drop(id);
    for (const id of call.joined)
      if (id !== this.me && !this.peers.has(id) && callPeersMayConnect(call, this.me, id) && this.me < id)
        await this.offerTo(id);
    this.changed();
  }

  async signal(from: string, signal: CallSignal) {
    await this.ready;
    if (this.closed) return;
    if (signal.type === 'offer') {
      // A new offer from a party replaces what there was (they reopened after a pause).
      if (this.peers.has(from)) this.drop(from);
      const peer = this.open(from);
      await peer.pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
      await this.flushEarly(peer);
      const answer = await peer.pc.createAnswer();
      await peer.pc.setLocalDescription(answer);
      this.send(from, { type: 'answer', sdp: answer.sdp ?? '' });
      return;
    }
    const peer = this.peers.get(from);
    if (!peer) return;
    if (signal.type !== 'candidate') {
      await peer.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
      await this.flushEarly(peer);
      return;
    }
    const candidate = {
      candidate: signal.candidate,
      sdpMid: signal.sdpMid,
      sdpMLineIndex: signal.sdpMLineIndex,
    };
    if (peer.pc.remoteDescription) await peer.pc.addIceCandidate(candidate).catch(() => undefined);
    else peer.early.push(candidate);
  }

  setMuted(muted: boolean) {
    this.muted = muted;
    this.local?.getAudioTracks().forEach((t) => (t.enabled = !muted));
    this.changed();
  }

  setCameraOff(off: boolean) {
    this.cameraOff = off;
    this.local?.getVideoTracks().forEach((t) => (t.enabled = !off));
    this.changed();
  }

  /** Phones: the next camera (front, back), its track replacing the old one on every connection. */
  async switchCamera() {
    const cameras = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
    const current = this.local?.getVideoTracks()[0];
    if (!this.local || !current || cameras.length < 2) return;
    const at = cameras.findIndex((c) => c.deviceId === current.getSettings().deviceId);
    const nextCamera = cameras[(at + 1) % cameras.length]!;
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { deviceId: { exact: nextCamera.deviceId } },
    });
    const track = stream.getVideoTracks()[0]!;
    track.enabled = !this.cameraOff;
    for (const { pc } of this.peers.values()) {
      const sender = pc.getSenders().find((s) => s.track?.kind === 'video');
      await sender?.replaceTrack(track);
    }
    this.local.removeTrack(current);
    current.stop();
    this.local.addTrack(track);
    this.changed();
  }

  /** The worst link's quality: what the member feels. */
  quality(): CallQuality | null {
    const all = [...this.peers.values()].map((p) => p.quality);
    if (!all.length) return null;
    return all.includes('poor') ? 'poor' : all.includes('fair') ? 'fair' : 'good';
  }

  close() {
    this.closed = true;
    clearInterval(this.statsTimer);
    for (const id of [...this.peers.keys()]) this.drop(id);
    this.local?.getTracks().forEach((t) => t.stop());
  }

  private open(id: string): Peer {
    const pc = new RTCPeerConnection({ iceServers: this.ice.iceServers });
    const peer: Peer = { pc, stream: new MediaStream(), early: [], quality: 'good' };
    this.peers.set(id, peer);
    for (const track of this.local?.getTracks() ?? []) pc.addTrack(track, this.local!);
    pc.ontrack = (e) => {
      peer.stream.addTrack(e.track);
      this.changed();
    };
    pc.onicecandidate = (e) => {
      if (!e.candidate) return;
      this.send(id, {
        type: 'candidate',
        candidate: e.candidate.candidate,
        sdpMid: e.candidate.sdpMid,
        sdpMLineIndex: e.candidate.sdpMLineIndex,
      });
    };
    pc.onconnectionstatechange = () => this.changed();
    return peer;
  }

  private async offerTo(id: string) {
    const peer = this.open(id);
    const offer = await peer.pc.createOffer();
    await peer.pc.setLocalDescription(offer);
    this.send(id, { type: 'offer', sdp: offer.sdp ?? '' });
  }

  private async flushEarly(peer: Peer) {
    for (const c of peer.early.splice(0)) await peer.pc.addIceCandidate(c).catch(() => undefined);
  }

  private drop(id: string) {
    const peer = this.peers.get(id);
    if (!peer) return;
    peer.pc.close();
    peer.stream.getTracks().forEach((t) => t.stop());
    this.peers.delete(id);
    this.changed();
  }

  private send(to: string, signal: CallSignal) {
    this.socket.emit(CALL_CLIENT_EVENTS.signal, { callId: this.call.id, to, signal });
  }

  private async sampleStats() {
    for (const peer of this.peers.values()) {
      const sample = await readSample(peer.pc).catch(() => undefined);
      if (!sample) continue;
      peer.quality = qualityOf(peer.last, sample);
      peer.last = sample;
    }
    this.changed();
  }
}

/** What the quality hint reads of a connection's getStats(). */
async function readSample(pc: RTCPeerConnection): Promise<StatsSample> {
  const sample: StatsSample = { rttMs: null, packetsReceived: 0, packetsLost: 0 };
  (await pc.getStats()).forEach((r: Record<string, unknown>) => {
    if (r.type === 'candidate-pair' && r.nominated && typeof r.currentRoundTripTime === 'number')
      sample.rttMs = r.currentRoundTripTime * 1000;
    if (r.type === 'inbound-rtp') {
      sample.packetsReceived += Number(r.packetsReceived ?? 0);
      sample.packetsLost += Number(r.packetsLost ?? 0);
    }
  });
  return sample;
}
