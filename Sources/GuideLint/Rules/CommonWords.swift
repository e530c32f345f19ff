/// Common English words, lower-cased: a capitalized one in the middle of a sentence-style
/// string is a capitalization mistake, while any other capitalized word may be a name
/// (Whisky, Mastodon, Sendable) and is left alone. Apple's app names that are also words
/// (Mail, Maps, Music, Finder, the Dock) are left out: in copy they are mostly the names.
let commonWords = WordList("""
a able about above accept accepted access accessibility accessible account accounts action actions active
activity actual add added adding additional address adjust advanced after again against age ago agree alert
alerts align alignment all allow allowed allows almost already also alternative always amount an analysis
analytics and animation animations another answer any anyone anything anywhere app appearance append apply
approve apps archive archived are area argument arguments around arrange arrow artwork as ascending ask
aspect assign at attach attached attachment attachments audio author authors auto automatic automatically
available average avoid away back background backup bar bars base basic battery be because become been before
begin beginning behavior being below best beta better between big bit black block blocked blue body bold book
bookmark bookmarks border both bottom box brightness bring broken browse browser bug bugs build built bundle
business busy but button buttons buy by cache call can can't cancel cannot capture card cards case categories
category cell center certificate chance change changes channel channels chapter chapters character characters
charge chart chat check checked checking children choice choices choose circle city class classic clean clear
click clipboard close closed cloud code collapse collapsed collection color colors column columns combine
command commands comment comments common community compact company compare compatibility compatible complete
completed compose compress compressed compression computer condition configuration configure confirm
confirmation conflict connect connected connecting connection console contact contacts contain contains
content context continue contribute contributors control conversation conversations convert converted copied
copies copy core correct cost could count country cover crash create created credits crop currency current
cursor custom customize cut daily danger dark data database date day days decimal decrease default delay
delete deleted deleting deliver depth descending description design designed desktop destination detail
details detect developer developers development device devices dialog did didn't different digital direction
directly directory disable disabled disconnect disconnected discover disk dismiss display distance divider do
document documentation documents does doesn't don't done double down download downloaded downloading
downloads draft drafts drag draw drive drop duplicate duration during each earlier early easy edge edit
edited editing editor effect effects eight either else email emoji empty enable enabled end ending engine
enhance enough ensure enter entire entries entry environment equal erase error errors even event events ever
every everyone everything exact example examples exit expand expanded expected experience expire expired
explore export exported exporting extension extensions external extra face fail failed failure false family
fast faster favorite favorites feature features feed fetch field fields file files fill filter find finish
finished first fix fixed flag flip focus folder folders follow followed follower followers following font
fonts for force forever forget forgot form format forward found frame free frequency friend friends from
front full function gallery game games general generate generated generating gesture get getting give global
go good graph great green grid group groups grow guest guide half handle happen happened hard hardware has
have header headers heading hear height hello help here hidden hide high higher highlight highlights hint
history hold home host hour hours how icon icons identity idle if ignore ignored image images import imported
importing improve in include included including increase index individual info information input insert
inside install installation installed instance instead interface internal internet interval into invalid
invite is it item items its job join just keep keeps kept key keyboard keys kill kind label labels landscape
language languages large larger last later latest launch layer layers layout learn leave left legal length
less let letter level library license light like limit limited line lines link linked links list listen lists
live load loaded loading loads local locale located location lock locked log login logout logs long look loop
lost low lower machine main make manage management manual manually many map mark marked match maximum may me
media medium member members memory mention mentions menu merge message messages metadata method middle
minimum minute minutes missing mobile mode model models modified month months more most mouse move moved
movie multiple mute muted my name names native navigate navigation nearby need needed needs network never new
next no none normal not note notes nothing notice notification notifications notify now number object of off
offline often old on once one online only opacity open opened opening operation optimize option optional
options or order orientation original other others our out output outside over overview overwrite own owner
package page pages pair paired panel parameter parameters parent part password paste pasted path pattern
pause paused pending people percent performance period permission permissions phone photo photos pick picture
pictures pin place placeholder plan platform play player playing playlist please plugin plugins point points
policy popular port portrait position possible post posts power practices preferences preferred premium
prepare present preset presets press pressed prevent preview previous primary print priority privacy private
problem problems process processes processing product profile program programs progress project projects
prompt properties property protect protected provide provider public purchase purchased purchases push
quality query question questions queue quick quickly quiet quit random range rate rating ratio reach read
ready real reason receive received recent recently recommended record recording records redo reduce refresh
region register related release released reload remaining remember reminder remote remove removed rename
repeat replace replaced replies reply report repository request requests require required requires reset
resize resolution resource resources response restart restore restored result results resume retry return
reveal review right role root rotate rotation round row rows rule rules run running safe same sample save
saved saving scale scaling scan schedule scheduled score screen scroll search second section secure security
see seen select selected selection send sender sending sent separate sequence server service services session
sessions set setting settings setup shape share shared sharing sheet short shortcut shortcuts should show
shown shows side sidebar sign signed silent silently similar simple single site size skip sleep slow small
smart smooth snapshot software solid some song songs sorry sort sound sounds source sources space speed split
square stack standard star starred start started state statistics stats status step steps still stop stopped
storage store stored story stream string strong style styles subject submit subscribe subscription success
successful successfully suggestion suggestions summary support supported sure swipe switch symbol symbols
sync system tab table tabs tag tags tap target task tasks team template terms test text textures than that
the their them theme themes then there these thing things third this thread threads threshold thumbnail
thumbnails tile tiles time timeline timeout timer times tip tips title to today together toggle too tool
tools top total touch track tracks transfer translate translation transparent trash tree trigger true try
turn tutorial twice type unable under undo unknown unlock unlocked unread unsaved until untitled unused up
update updates upgrade upload uploaded uploading upscale upscaled usage use used useful user users using
valid validate value values variable variables verified verify version vertical via video videos view views
visible voice volume wait wallpaper want warning warnings was watch way we web website week weekly weeks
weight welcome well went were what when where which while white wide widget widgets width will window windows
wireless with within without won't word words work working world would write wrong year years yes yesterday
you your zoom
""".split(whereSeparator: \.isWhitespace).map(String.init))
