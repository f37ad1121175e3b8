import { Heart } from 'lucide-react'

/** Why a guest sees only this device's votes: My Votes follows an account once sign-in arrives. */
export function SignInNote() {
  return (
    <aside className="flex flex-col gap-4 rounded-card border border-line bg-card p-5 shadow-card sm:flex-row md:p-6">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-rani-50">
        <Heart aria-hidden="true" className="size-6 fill-rani-500 text-rani-500" />
      </span>
      <div className="space-y-1">
        <h2 className="font-display text-xl font-semibold">Your votes, kept for you</h2>
        <p className="text-ink-soft">
          Once you are signed in, My Votes lists every product you have upvoted, on any device, with the offer
          each vote unlocked. Sign-in is on its way. Until then, the votes you made in this browser are listed
          below.
        </p>
      </div>
    </aside>
  )
}
