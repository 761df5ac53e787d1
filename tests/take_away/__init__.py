"""Take-Away: a fourth game hosted through its declaration alone (issue 33, item 3), with no edit in shared/.

N stones lie in a pile; in turn, each seat takes 1 to `max_take` of them; whoever takes the last stone wins.
Who starts is drawn at setup (the platform's seeded randomness, written into the setup event). It lives
under tests/ because no deployment hosts it: a test hosts it as a deployment would (TABLETOP_EXTRA_GAMES
naming tests.take_away.declaration), and the suite plays it through every part of the platform.
"""
